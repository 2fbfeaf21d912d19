import { eq } from 'drizzle-orm';
import { organisationRow } from '@/server/db/organisation-row';
import { personName } from '@/server/db/person-name';
import { registerPage } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { replacementDevices } from '@/server/db/schema/claims';
import type { TenantTx } from '@/server/db/tenant';
import type { PagedQuery } from '@/server/http/paging';

/** One page of the organisation's replacement devices, newest first; `search` matches either IMEI. */
export function listReplacementDevices(tx: TenantTx, organisationId: string, query: PagedQuery) {
  return registerPage(
    tx,
    { table: replacementDevices, newestFirst: replacementDevices.settledAt },
    organisationId,
    query,
    (where) =>
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
        .$dynamic(),
  );
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
