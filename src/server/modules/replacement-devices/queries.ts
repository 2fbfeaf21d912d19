import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { personName } from '@/server/db/person-name';
import { users } from '@/server/db/schema/auth';
import { replacementDevices } from '@/server/db/schema/claims';
import { listTotal } from '@/server/db/tallies';
import { tenantContains } from '@/server/db/tenant-search';
import { type PagedQuery, pageOffset } from '@/server/http/paging';

/** One page of the organisation's replacement devices, newest first; `search` matches either IMEI. */
export async function listReplacementDevices(db: Database, organisationId: string, query: PagedQuery) {
  const search = query.search ? tenantContains(replacementDevices, query.search) : undefined;
  const where = and(eq(replacementDevices.organizationId, organisationId), search);
  const items = await db
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
    .orderBy(desc(replacementDevices.settledAt), desc(replacementDevices.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = await listTotal(db, replacementDevices, organisationId, search);
  return { items, total };
}

/** Deletes the device and returns both IMEIs; undefined when the organisation has no such device. */
export async function deleteReplacementDevice(tx: Transaction, organisationId: string, id: string) {
  const [row] = await tx
    .delete(replacementDevices)
    .where(and(eq(replacementDevices.organizationId, organisationId), eq(replacementDevices.id, id)))
    .returning({
      replacementImei: replacementDevices.replacementImei,
      originalImei: replacementDevices.originalImei,
    });
  return row;
}
