import { and, count, desc, eq } from 'drizzle-orm';
import { organisationRow } from '@/server/db/organisation-row';
import { personColumns, personName } from '@/server/db/person-name';
import { type RegisterBatch, registerBatch } from '@/server/db/register-batch';
import { filterOf, type RegisterSource } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { finlockRequests } from '@/server/db/schema/carrier';
import type { TenantTx } from '@/server/db/tenant';
import { tenantContains } from '@/server/db/tenant-search';
import { pageOffset } from '@/server/http/paging';
import type { ListFinLockRequestsQuery } from './schema';

const withPerson = { request: finlockRequests, requestedBy: personColumns };

export async function insertFinLockRequest(tx: TenantTx, request: typeof finlockRequests.$inferInsert) {
  const [row] = await tx.insert(finlockRequests).values(request).returning();
  if (!row) throw new Error('FinLock request insert returned no row');
  return row;
}

const finlockSource: RegisterSource = {
  table: finlockRequests,
  newestFirst: finlockRequests.createdAt,
  filters: { handler: finlockRequests.requestedBy },
};

/** The list's status and its other filters (days, who requested it), as one condition. */
const finlockFilterOf = ({
  status,
  ...filters
}: Omit<ListFinLockRequestsQuery, 'page' | 'pageSize' | 'search'>) =>
  and(status ? eq(finlockRequests.status, status) : undefined, filterOf(finlockSource, filters));

/** One page of the organisation's requests, newest first, filtered by IMEI fragment, status, days and requester. */
export async function listFinLockRequests(
  tx: TenantTx,
  organisationId: string,
  query: ListFinLockRequestsQuery,
) {
  const where = and(
    eq(finlockRequests.organizationId, organisationId),
    query.search ? tenantContains(finlockRequests, query.search) : undefined,
    finlockFilterOf(query),
  );
  const items = await tx
    .select(withPerson)
    .from(finlockRequests)
    .leftJoin(users, eq(users.id, finlockRequests.requestedBy))
    .where(where)
    .orderBy(desc(finlockRequests.createdAt), desc(finlockRequests.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [totals] = await tx.select({ total: count() }).from(finlockRequests).where(where);
  return { items, total: Number(totals?.total ?? 0) };
}
export type FoundFinLockRequest = Awaited<ReturnType<typeof listFinLockRequests>>['items'][number];

/** The next batch of the requests an export writes, in the list's order and with its filters. */
export function finlockRequestBatch(
  tx: TenantTx,
  organisationId: string,
  batch: RegisterBatch,
  query: ListFinLockRequestsQuery,
) {
  return registerBatch(
    tx,
    finlockSource,
    organisationId,
    { ...batch, filter: finlockFilterOf(query) },
    (where) =>
      tx
        .select({
          id: finlockRequests.id,
          createdAt: finlockRequests.createdAt,
          imei: finlockRequests.imei,
          deviceMake: finlockRequests.deviceMake,
          deviceModel: finlockRequests.deviceModel,
          status: finlockRequests.status,
          esnStatus: finlockRequests.esnStatus,
          deviceStatus: finlockRequests.deviceStatus,
          requestedBy: personName,
        })
        .from(finlockRequests)
        .leftJoin(users, eq(users.id, finlockRequests.requestedBy))
        .where(where)
        .$dynamic(),
  );
}

/** Deletes one request and returns its IMEI; undefined when the organisation has no such request. */
export async function deleteFinLockRequest(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .delete(finlockRequests)
    .where(organisationRow(finlockRequests, organisationId, id))
    .returning({ imei: finlockRequests.imei });
  return row?.imei;
}
