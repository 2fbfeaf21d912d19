import { and, isNull, type SQL, sql } from 'drizzle-orm';
import { organisationRow } from '@/server/db/organisation-row';
import { filteredRegisterBatch, type RegisterBatch } from '@/server/db/register-batch';
import { registerPage, type SyncedRegisterSource } from '@/server/db/register-page';
import { alerts } from '@/server/db/schema/monitoring';
import type { TenantTx } from '@/server/db/tenant';
import type { PageKey } from '@/server/http/paging';
import type { ListAlertsQuery } from './schema';

const rowColumns = {
  id: alerts.id,
  kind: alerts.kind,
  imei: alerts.imei,
  deviceMake: alerts.deviceMake,
  deviceModel: alerts.deviceModel,
  watchedDevice: alerts.watchedDevice,
  settledClaimId: alerts.settledClaimId,
  claimReference: alerts.claimReference,
  settledAt: alerts.settledAt,
  changeLabel: alerts.changeLabel,
  beforeValue: alerts.beforeValue,
  afterValue: alerts.afterValue,
  detectedAt: alerts.detectedAt,
  reviewedAt: alerts.reviewedAt,
  reviewedBy: alerts.reviewedByName,
  reviewNote: alerts.reviewNote,
};

const register: SyncedRegisterSource = {
  table: alerts,
  newestFirst: alerts.detectedAt,
  filters: { kind: alerts.kind, reviewedAt: alerts.reviewedAt },
};
const selectRows = (tx: TenantTx) => (where: SQL | undefined) =>
  tx.select(rowColumns).from(alerts).where(where).$dynamic();
/** The list's rows, with their page's sort key. */
const selectPageRows = (tx: TenantTx) => (where: SQL | undefined, key: PageKey) =>
  tx
    .select({ ...rowColumns, ...key })
    .from(alerts)
    .where(where)
    .$dynamic();

/** One page of the organisation's alerts, newest first, with the filters' kind, state and days. */
export function listAlerts(tx: TenantTx, organisationId: string, query: ListAlertsQuery) {
  // Alerts have no search: their table has no search function (the registers' tenant_search_*).
  return registerPage(tx, register, organisationId, { ...query, search: '' }, selectPageRows(tx));
}

/** The next batch of the alerts an export writes, in the list's order and with its filters. */
export function alertBatch(
  tx: TenantTx,
  organisationId: string,
  batch: RegisterBatch,
  query: ListAlertsQuery,
) {
  return filteredRegisterBatch(tx, register, organisationId, batch, query, selectRows(tx));
}

/** The organisation's alert with this id, whatever its state; undefined when it has none. */
export async function findAlert(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select(rowColumns)
    .from(alerts)
    .where(organisationRow(alerts, organisationId, id));
  return row;
}

/** Marks the open alert reviewed; undefined when the organisation has no such open alert. */
export async function markAlertReviewed(
  tx: TenantTx,
  where: { organisationId: string; id: string },
  review: { userId: string; name: string; note: string | null },
) {
  const [row] = await tx
    .update(alerts)
    .set({
      reviewedAt: sql`now()`,
      reviewedBy: review.userId,
      reviewedByName: review.name,
      reviewNote: review.note,
    })
    .where(and(organisationRow(alerts, where.organisationId, where.id), isNull(alerts.reviewedAt)))
    .returning(rowColumns);
  return row;
}
