import { alertMessages } from '@/domain/alert-messages';
import type { AlertReview } from '@/domain/contracts/monitoring';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { conflict, notFound } from '@/server/errors';
import type { ListExport } from '@/server/http/csv-export';
import { readTenantList } from '@/server/http/tenant-reads';
import { alertBatch, findAlert, listAlerts, markAlertReviewed } from './queries';
import type { ListAlertsQuery } from './schema';

type AlertRecord = NonNullable<Awaited<ReturnType<typeof findAlert>>>;

/** An alert as the API gives it: the change as before → after, and its state. */
function toAlert(row: AlertRecord) {
  const { changeLabel, beforeValue, afterValue, ...rest } = row;
  return {
    ...rest,
    state: row.reviewedAt ? ('reviewed' as const) : ('open' as const),
    change: { label: changeLabel, before: beforeValue, after: afterValue },
  };
}

export function listAlertPage(tenant: TenantContext, query: ListAlertsQuery) {
  return readTenantList(tenant, { ...query, search: '' }, listAlerts, toAlert);
}

/**
 * A handler marks an open alert reviewed, with an optional note, and the audit log keeps who did. Another
 * organisation's alert is not found; one already reviewed (a colleague was first) is a conflict and stays as it was.
 */
export function reviewAlert(tenant: TenantContext, input: { id: string; review: AlertReview }) {
  const { organisationId, actor } = tenant;
  const note = input.review.note || null;
  return tenant.run(async (tx) => {
    const where = { organisationId, id: input.id };
    const reviewed = await markAlertReviewed(tx, where, {
      userId: tenant.userId,
      name: actor.name.trim() || actor.email,
      note,
    });
    if (!reviewed) {
      const found = await findAlert(tx, organisationId, input.id);
      throw found
        ? conflict(alertMessages.alreadyReviewed, 'ALREADY_REVIEWED')
        : notFound(alertMessages.notFound);
    }
    await recordEvent(tx, tenant, {
      name: 'alert.reviewed',
      subjectId: input.id,
      data: { imei: reviewed.imei, kind: reviewed.kind, note },
    });
    return toAlert(reviewed);
  });
}

/** Alerts as a CSV download: every alert matching the filters, with the change and the review. */
export const alertExport = {
  filename: 'alerts',
  batch: alertBatch,
  columns: [
    { header: 'Detected', value: (row) => row.detectedAt },
    { header: 'Kind', value: (row) => row.kind },
    { header: 'IMEI', value: (row) => row.imei },
    { header: 'Make', value: (row) => row.deviceMake },
    { header: 'Model', value: (row) => row.deviceModel },
    { header: 'Device', value: (row) => row.watchedDevice },
    { header: 'Claim Reference', value: (row) => row.claimReference },
    { header: 'Settled', value: (row) => row.settledAt },
    { header: 'What Changed', value: (row) => row.changeLabel },
    { header: 'Before', value: (row) => row.beforeValue },
    { header: 'After', value: (row) => row.afterValue },
    { header: 'Reviewed', value: (row) => row.reviewedAt },
    { header: 'Reviewed By', value: (row) => row.reviewedBy },
    { header: 'Review Note', value: (row) => row.reviewNote },
  ],
} satisfies ListExport<AlertRecord, ListAlertsQuery>;
