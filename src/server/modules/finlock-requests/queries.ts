import { and, count, desc, eq } from 'drizzle-orm';
import { organisationRow } from '@/server/db/organisation-row';
import { personColumns } from '@/server/db/person-name';
import { users } from '@/server/db/schema/auth';
import { finlockRemovalRequests } from '@/server/db/schema/carrier';
import type { TenantTx } from '@/server/db/tenant';
import { tenantContains } from '@/server/db/tenant-search';
import { pageOffset } from '@/server/http/paging';
import type { ListFinLockRequestsQuery } from './schema';

const withPerson = { request: finlockRemovalRequests, requestedBy: personColumns };

export async function insertFinLockRequest(
  tx: TenantTx,
  request: typeof finlockRemovalRequests.$inferInsert,
) {
  const [row] = await tx.insert(finlockRemovalRequests).values(request).returning();
  if (!row) throw new Error('FinLock request insert returned no row');
  return row;
}

/** One page of the organisation's requests, newest first, filtered by IMEI fragment and status. */
export async function listFinLockRequests(
  tx: TenantTx,
  organisationId: string,
  query: ListFinLockRequestsQuery,
) {
  const where = and(
    eq(finlockRemovalRequests.organizationId, organisationId),
    query.search ? tenantContains(finlockRemovalRequests, query.search) : undefined,
    query.status ? eq(finlockRemovalRequests.status, query.status) : undefined,
  );
  const items = await tx
    .select(withPerson)
    .from(finlockRemovalRequests)
    .leftJoin(users, eq(users.id, finlockRemovalRequests.requestedBy))
    .where(where)
    .orderBy(desc(finlockRemovalRequests.createdAt), desc(finlockRemovalRequests.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [totals] = await tx.select({ total: count() }).from(finlockRemovalRequests).where(where);
  return { items, total: Number(totals?.total ?? 0) };
}
export type FoundFinLockRequest = Awaited<ReturnType<typeof listFinLockRequests>>['items'][number];

/** Deletes one request and returns its IMEI; undefined when the organisation has no such request. */
export async function deleteFinLockRequest(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .delete(finlockRemovalRequests)
    .where(organisationRow(finlockRemovalRequests, organisationId, id))
    .returning({ imei: finlockRemovalRequests.imei });
  return row?.imei;
}
