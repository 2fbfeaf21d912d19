import { eq, type SQL } from 'drizzle-orm';
import { organisationRow } from '@/server/db/organisation-row';
import { personName } from '@/server/db/person-name';
import { type RegisterBatch, registerBatch } from '@/server/db/register-batch';
import { registerPage } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { replacementDevices } from '@/server/db/schema/claims';
import type { TenantTx } from '@/server/db/tenant';
import type { PagedQuery } from '@/server/http/paging';

const register = { table: replacementDevices, newestFirst: replacementDevices.settledAt };
const selectRows = (tx: TenantTx) => (where: SQL | undefined) =>
  tx
    .select({
      id: replacementDevices.id,
      replacementImei: replacementDevices.replacementImei,
      originalImei: replacementDevices.originalImei,
      deviceMake: replacementDevices.deviceMake,
      deviceModel: replacementDevices.deviceModel,
      deviceColor: replacementDevices.deviceColor,
      deviceStorage: replacementDevices.deviceStorage,
      settledAt: replacementDevices.settledAt,
      settledBy: personName,
    })
    .from(replacementDevices)
    .leftJoin(users, eq(users.id, replacementDevices.settledBy))
    .where(where)
    .$dynamic();

/** One page of the organisation's replacement devices, newest first; `search` matches either IMEI. */
export function listReplacementDevices(tx: TenantTx, organisationId: string, query: PagedQuery) {
  return registerPage(tx, register, organisationId, query, selectRows(tx));
}

/** The next batch of the replacement devices an export writes, in the list's order. */
export function replacementDeviceBatch(tx: TenantTx, organisationId: string, batch: RegisterBatch) {
  return registerBatch(tx, register, organisationId, batch, selectRows(tx));
}

/** Deletes the device and returns both IMEIs; undefined when the organisation has no such device. */
export async function deleteReplacementDevice(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .delete(replacementDevices)
    .where(organisationRow(replacementDevices, organisationId, id))
    .returning({
      replacementImei: replacementDevices.replacementImei,
      originalImei: replacementDevices.originalImei,
    });
  return row;
}
