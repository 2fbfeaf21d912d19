import { eq, type SQL } from 'drizzle-orm';
import { organisationRow } from '@/server/db/organisation-row';
import { personNameKept } from '@/server/db/person-name';
import { filteredRegisterBatch, type RegisterBatch } from '@/server/db/register-batch';
import { type RegisterQuery, registerPage, type SyncedRegisterSource } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { deniedClaims } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';
import { isTotalLossClaimType } from '@/server/db/total-loss-flag';
import type { PageKey } from '@/server/http/paging';
import { newestAnswerOf } from '@/server/modules/device-searches';

const rowColumns = {
  id: deniedClaims.id,
  checkId: deniedClaims.claimCheckId,
  deniedAt: deniedClaims.deniedAt,
  imei: deniedClaims.imei,
  deviceMake: deniedClaims.deviceMake,
  deviceModel: deniedClaims.deviceModel,
  claimType: deniedClaims.claimType,
  claimReference: deniedClaims.claimReference,
  denialReason: deniedClaims.denialReason,
  notes: deniedClaims.notes,
  deniedBy: personNameKept(deniedClaims.deniedByName, deniedClaims.deniedByEmail),
};

const register: SyncedRegisterSource = {
  table: deniedClaims,
  newestFirst: deniedClaims.deniedAt,
  filters: { reason: deniedClaims.denialReason, handler: deniedClaims.deniedBy },
};
const device = { organisationId: deniedClaims.organizationId, imeiKey: deniedClaims.imeiKey };
/** The list's rows also carry the device's newest answer (for its current verdict); the export's do not. */
const listColumns = { ...rowColumns, current: newestAnswerOf(device) };

const selectRows = (tx: TenantTx) => (where: SQL | undefined) =>
  tx
    .select(rowColumns)
    .from(deniedClaims)
    .leftJoin(users, eq(users.id, deniedClaims.deniedBy))
    .where(where)
    .$dynamic();
const selectListRows = (tx: TenantTx) => (where: SQL | undefined, key: PageKey) =>
  tx
    .select({ ...listColumns, ...key })
    .from(deniedClaims)
    .leftJoin(users, eq(users.id, deniedClaims.deniedBy))
    .where(where)
    .$dynamic();

/**
 * One page of the organisation's denied claims, newest first; `search` matches the IMEI or the claim reference, the
 * filters the days, the reason and who denied it.
 */
export function listDeniedClaims(tx: TenantTx, organisationId: string, query: RegisterQuery) {
  return registerPage(tx, register, organisationId, query, selectListRows(tx));
}

/** The next batch of the denied claims an export writes, in the list's order and with its filters. */
export function deniedClaimBatch(
  tx: TenantTx,
  organisationId: string,
  batch: RegisterBatch,
  query: RegisterQuery,
) {
  return filteredRegisterBatch(tx, register, organisationId, batch, query, selectRows(tx));
}

/** The denied claim with its claim type's total-loss flag; undefined when the organisation has no such record. */
export async function findDeniedClaim(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({
      ...listColumns,
      intake: newestAnswerOf(device, deniedClaims.deniedAt),
      isTotalLoss: isTotalLossClaimType(tx, {
        organisationId: deniedClaims.organizationId,
        claimType: deniedClaims.claimType,
      }),
    })
    .from(deniedClaims)
    .leftJoin(users, eq(users.id, deniedClaims.deniedBy))
    .where(organisationRow(deniedClaims, organisationId, id));
  return row;
}

/** Deletes the record and returns its IMEI; undefined when the organisation has no such record. */
export async function deleteDeniedClaim(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .delete(deniedClaims)
    .where(organisationRow(deniedClaims, organisationId, id))
    .returning({ imei: deniedClaims.imei });
  return row?.imei;
}
