import { eq, type SQL } from 'drizzle-orm';
import { organisationRow } from '@/server/db/organisation-row';
import { personName } from '@/server/db/person-name';
import { filteredRegisterBatch, type RegisterBatch } from '@/server/db/register-batch';
import { type RegisterQuery, registerPage, type SyncedRegisterSource } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { claims, replacementDevices } from '@/server/db/schema/claims';
import type { TenantTx } from '@/server/db/tenant';
import type { PageKey } from '@/server/http/paging';

const register: SyncedRegisterSource = {
  table: replacementDevices,
  newestFirst: replacementDevices.settledAt,
  filters: { handler: replacementDevices.settledBy },
};
const rowColumns = {
  id: replacementDevices.id,
  replacementImei: replacementDevices.replacementImei,
  originalImei: replacementDevices.originalImei,
  deviceMake: replacementDevices.deviceMake,
  deviceModel: replacementDevices.deviceModel,
  deviceColor: replacementDevices.deviceColor,
  deviceStorage: replacementDevices.deviceStorage,
  settledAt: replacementDevices.settledAt,
  settledBy: personName,
};
const selectRows = (tx: TenantTx) => (where: SQL | undefined) =>
  tx
    .select(rowColumns)
    .from(replacementDevices)
    .leftJoin(users, eq(users.id, replacementDevices.settledBy))
    .where(where)
    .$dynamic();
/** The list's rows, with their page's sort key. */
const selectPageRows = (tx: TenantTx) => (where: SQL | undefined, key: PageKey) =>
  tx
    .select({ ...rowColumns, ...key })
    .from(replacementDevices)
    .leftJoin(users, eq(users.id, replacementDevices.settledBy))
    .where(where)
    .$dynamic();

/** One page of the organisation's replacement devices, newest first; `search` matches either IMEI; with filters. */
export function listReplacementDevices(tx: TenantTx, organisationId: string, query: RegisterQuery) {
  return registerPage(tx, register, organisationId, query, selectPageRows(tx));
}

/** The next batch of the replacement devices an export writes, in the list's order and with its filters. */
export function replacementDeviceBatch(
  tx: TenantTx,
  organisationId: string,
  batch: RegisterBatch,
  query: RegisterQuery,
) {
  return filteredRegisterBatch(tx, register, organisationId, batch, query, selectRows(tx));
}

/** Deletes the device and returns both IMEIs; undefined when the organisation has no such device. */
/**
 * Deletes the device and takes it off the settled claim it was handed out for, so that the claim's details (and the
 * duplicate-replacement warning) no longer name it.
 */
export async function deleteReplacementDevice(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .delete(replacementDevices)
    .where(organisationRow(replacementDevices, organisationId, id))
    .returning({
      replacementImei: replacementDevices.replacementImei,
      originalImei: replacementDevices.originalImei,
      claimId: replacementDevices.claimId,
    });
  if (row?.claimId) {
    await tx
      .update(claims)
      .set({
        replacementImei: null,
        replacementImeiKey: null,
        replacementMake: null,
        replacementModel: null,
        replacementColor: null,
        replacementStorage: null,
      })
      .where(organisationRow(claims, organisationId, row.claimId));
  }
  return row;
}
