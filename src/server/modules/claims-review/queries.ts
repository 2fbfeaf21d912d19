import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { personColumns } from '@/server/db/person-name';
import { users } from '@/server/db/schema/auth';
import { preclaimChecks, preclaimRecheckHistory } from '@/server/db/schema/checks';
import { listTotal } from '@/server/db/tallies';
import { withTenant, withTenantEach } from '@/server/db/tenant';
import { tenantCheckSearch } from '@/server/db/tenant-search';
import { pageOffset } from '@/server/http/paging';
import type { ListChecksQuery } from './schema';

type Db = Database | Transaction;

/**
 * One page of the organisation's checks, newest first, optionally those whose IMEI or reference contain `search`.
 * A search's page and count each take milliseconds, so they run side by side; the unfiltered list reads a page and a
 * tally, cheaper in one transaction than the round trips of two.
 */
export async function listChecks(db: Database, organisationId: string, query: ListChecksQuery) {
  const search = query.search
    ? tenantCheckSearch(query.search, query.pageSize, pageOffset(query))
    : undefined;
  const readPage = (tx: Transaction) =>
    tx
      .select({
        id: preclaimChecks.id,
        imei: preclaimChecks.imei,
        reference: preclaimChecks.reference,
        claimType: preclaimChecks.claimType,
        createdAt: preclaimChecks.createdAt,
        deviceMake: preclaimChecks.deviceMake,
        deviceModel: preclaimChecks.deviceModel,
      })
      .from(preclaimChecks)
      .where(and(eq(preclaimChecks.organizationId, organisationId), search?.page))
      .orderBy(desc(preclaimChecks.createdAt), desc(preclaimChecks.id))
      .limit(query.pageSize)
      // The search function already skipped to the page.
      .offset(search ? 0 : pageOffset(query));
  const [items, total] = search
    ? await withTenantEach(db, organisationId, readPage, (tx) =>
        tx
          .select({ total: search.total })
          .from(sql`(select 1) as one`)
          .then(([row]) => Number(row?.total ?? 0)),
      )
    : await withTenant(
        db,
        organisationId,
        async (tx) =>
          [await readPage(tx), await listTotal(tx, preclaimChecks, organisationId, undefined)] as const,
      );
  return { items, total };
}

/** The check with the user who recorded it, or undefined when the organisation has no such check. */
export async function findCheck(db: Db, organisationId: string, id: string) {
  const [row] = await db
    .select({ check: preclaimChecks, checkedBy: personColumns })
    .from(preclaimChecks)
    .leftJoin(users, eq(users.id, preclaimChecks.checkedBy))
    .where(and(eq(preclaimChecks.organizationId, organisationId), eq(preclaimChecks.id, id)));
  return row;
}
export type FoundCheck = NonNullable<Awaited<ReturnType<typeof findCheck>>>;

/** Re-checks of a check, newest first. */
export function listRechecks(db: Db, organisationId: string, checkId: string) {
  return db
    .select({ recheck: preclaimRecheckHistory, checkedBy: personColumns })
    .from(preclaimRecheckHistory)
    .leftJoin(users, eq(users.id, preclaimRecheckHistory.checkedBy))
    .where(
      and(
        eq(preclaimRecheckHistory.organizationId, organisationId),
        eq(preclaimRecheckHistory.preclaimCheckId, checkId),
      ),
    )
    .orderBy(desc(preclaimRecheckHistory.checkedAt), desc(preclaimRecheckHistory.id));
}
export type FoundRecheck = Awaited<ReturnType<typeof listRechecks>>[number];

export async function updateCheckClaimType(
  tx: Transaction,
  organisationId: string,
  change: { id: string; claimType: string; fnol?: boolean; lossDate?: string | null },
): Promise<void> {
  const { id, ...values } = change;
  await tx
    .update(preclaimChecks)
    .set(values)
    .where(and(eq(preclaimChecks.organizationId, organisationId), eq(preclaimChecks.id, id)));
}

export async function insertRecheck(tx: Transaction, recheck: typeof preclaimRecheckHistory.$inferInsert) {
  const [row] = await tx.insert(preclaimRecheckHistory).values(recheck).returning();
  if (!row) throw new Error('re-check insert returned no row');
  return row;
}

/** Deletes one check and returns its IMEI; undefined when the organisation has no such check. */
export async function deleteCheck(tx: Transaction, organisationId: string, id: string) {
  const [row] = await tx
    .delete(preclaimChecks)
    .where(and(eq(preclaimChecks.organizationId, organisationId), eq(preclaimChecks.id, id)))
    .returning({ imei: preclaimChecks.imei });
  return row?.imei;
}
