import { and, eq, type SQL, sql } from 'drizzle-orm';
import { deleteClaimsWithDevices } from '@/server/db/delete-claims';
import { organisationRow } from '@/server/db/organisation-row';
import { personNameKept } from '@/server/db/person-name';
import { filteredRegisterBatch, type RegisterBatch } from '@/server/db/register-batch';
import { type RegisterQuery, registerPage, type SyncedRegisterSource } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { settledClaims } from '@/server/db/schema/checks';
import { claims } from '@/server/db/schema/claims';
import type { TenantTx } from '@/server/db/tenant';
import { isTotalLossClaimType } from '@/server/db/total-loss-flag';
import type { PageKey } from '@/server/http/paging';
import { newestAnswerOf } from '@/server/modules/device-searches';

const rowColumns = {
  id: settledClaims.id,
  checkId: settledClaims.claimCheckId,
  settledAt: settledClaims.settledAt,
  imei: settledClaims.imei,
  deviceMake: settledClaims.deviceMake,
  deviceModel: settledClaims.deviceModel,
  claimType: settledClaims.claimType,
  claimReference: settledClaims.claimReference,
  replacementImei: claims.replacementImei,
  replacementMake: claims.replacementMake,
  replacementModel: claims.replacementModel,
  replacementColor: claims.replacementColor,
  replacementStorage: claims.replacementStorage,
  settledBy: personNameKept(settledClaims.settledByName, settledClaims.settledByEmail),
  registryStatus: settledClaims.registryStatus,
};

/** The accepted claim behind the record (for its replacement device) and the user who settled it. */
const claimOfRecord = and(
  eq(claims.id, settledClaims.claimId),
  eq(claims.organizationId, settledClaims.organizationId),
);
const settler = eq(users.id, settledClaims.settledBy);

const register: SyncedRegisterSource = {
  table: settledClaims,
  newestFirst: settledClaims.settledAt,
  filters: { claimType: settledClaims.claimType, handler: settledClaims.settledBy },
};
const device = { organisationId: settledClaims.organizationId, imeiKey: settledClaims.imeiKey };
/** The list's rows also carry the device's newest answer (for its current verdict); the export's do not. */
const listColumns = { ...rowColumns, current: newestAnswerOf(device) };

const selectRows = (tx: TenantTx) => (where: SQL | undefined) =>
  tx
    .select(rowColumns)
    .from(settledClaims)
    .leftJoin(claims, claimOfRecord)
    .leftJoin(users, settler)
    .where(where)
    .$dynamic();
const selectListRows = (tx: TenantTx) => (where: SQL | undefined, key: PageKey) =>
  tx
    .select({ ...listColumns, ...key })
    .from(settledClaims)
    .leftJoin(claims, claimOfRecord)
    .leftJoin(users, settler)
    .where(where)
    .$dynamic();

/**
 * One page of the organisation's settled claims, newest first; `search` matches the IMEI or the claim reference, the
 * filters the days, the claim type and who settled it.
 */
export function listSettledClaims(tx: TenantTx, organisationId: string, query: RegisterQuery) {
  return registerPage(tx, register, organisationId, query, selectListRows(tx));
}

/** The next batch of the settled claims an export writes, in the list's order and with its filters. */
export function settledClaimBatch(
  tx: TenantTx,
  organisationId: string,
  batch: RegisterBatch,
  query: RegisterQuery,
) {
  return filteredRegisterBatch(tx, register, organisationId, batch, query, selectRows(tx));
}
export type SettledClaimRecord = Awaited<ReturnType<typeof settledClaimBatch>>['rows'][number];

/** The settled claim with its notes, device status and total-loss flag; undefined when the organisation has none. */
export async function findSettledClaim(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({
      ...listColumns,
      intake: newestAnswerOf(device, settledClaims.settledAt),
      notes: settledClaims.notes,
      fullCheckData: settledClaims.fullCheckData,
      statusAtSettlement: settledClaims.statusAtSettlement,
      overriddenChanges: settledClaims.overriddenChanges,
      overrideReason: settledClaims.overrideReason,
      verificationId: settledClaims.verificationId,
      settledByEmail: sql<string | null>`coalesce(${settledClaims.settledByEmail}, ${users.email})`,
      registryTransactionId: settledClaims.registryTransactionId,
      registryError: settledClaims.registryError,
      registryUpdatedAt: settledClaims.registryUpdatedAt,
      isTotalLoss: isTotalLossClaimType(tx, {
        organisationId: settledClaims.organizationId,
        claimType: settledClaims.claimType,
      }),
    })
    .from(settledClaims)
    .leftJoin(claims, claimOfRecord)
    .leftJoin(users, settler)
    .where(organisationRow(settledClaims, organisationId, id));
  return row;
}

/**
 * Deletes the record with the claim behind it and that claim's replacement device, so that nothing of the settlement
 * is left to count or to block a new claim on the device; returns what was removed, undefined when the organisation
 * has no such record.
 */
export async function deleteSettledClaim(tx: TenantTx, organisationId: string, id: string) {
  const [record] = await tx
    .delete(settledClaims)
    .where(organisationRow(settledClaims, organisationId, id))
    .returning({ imei: settledClaims.imei, claimId: settledClaims.claimId });
  if (!record) return undefined;
  const { claimId } = record;
  if (!claimId) return { imei: record.imei, claimId, replacementDevicesDeleted: 0 };
  const { replacementDevicesDeleted } = await deleteClaimsWithDevices(
    tx,
    organisationId,
    eq(claims.id, claimId),
  );
  return { imei: record.imei, claimId, replacementDevicesDeleted };
}
