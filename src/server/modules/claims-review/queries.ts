import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '@/server/db/contains-pattern';
import { organisationRow } from '@/server/db/organisation-row';
import { personColumns, personName } from '@/server/db/person-name';
import { type RegisterBatch, registerBatch } from '@/server/db/register-batch';
import { users } from '@/server/db/schema/auth';
import { claimChecks, claimRecheckHistory } from '@/server/db/schema/checks';
import { listTotal } from '@/server/db/tallies';
import type { TenantTx } from '@/server/db/tenant';
import { tenantCheckSearch } from '@/server/db/tenant-search';
import { pageOffset } from '@/server/http/paging';
import type { ListChecksQuery } from './schema';

/** Claims Review's search for the list's `search` text, paged in the database; undefined without one. */
export function checkSearchOf(query: ListChecksQuery) {
  return query.search ? tenantCheckSearch(query.search, query.pageSize, pageOffset(query)) : undefined;
}
type CheckSearch = NonNullable<ReturnType<typeof checkSearchOf>>;

/** One page of the organisation's checks, newest first, optionally those `search` (checkSearchOf) matches. */
export function readCheckPage(
  tx: TenantTx,
  organisationId: string,
  query: ListChecksQuery,
  search: CheckSearch | undefined,
) {
  return (
    tx
      .select({
        id: claimChecks.id,
        imei: claimChecks.imei,
        reference: claimChecks.reference,
        claimType: claimChecks.claimType,
        createdAt: claimChecks.createdAt,
        deviceMake: claimChecks.deviceMake,
        deviceModel: claimChecks.deviceModel,
      })
      .from(claimChecks)
      .where(and(eq(claimChecks.organizationId, organisationId), search?.page))
      .orderBy(desc(claimChecks.createdAt), desc(claimChecks.id))
      .limit(query.pageSize)
      // The search function already skipped to the page.
      .offset(search ? 0 : pageOffset(query))
  );
}

/**
 * The next batch of the checks an export writes, in the list's order; `search` matches the IMEI or the reference, as
 * the list's search does (read here as a plain filter: an export reads every batch once, in order).
 */
export function checkBatch(tx: TenantTx, organisationId: string, batch: RegisterBatch) {
  const pattern = containsPattern(batch.search);
  const filter = batch.search
    ? or(ilike(claimChecks.imei, pattern), ilike(claimChecks.reference, pattern))
    : undefined;
  return registerBatch(
    tx,
    { table: claimChecks, newestFirst: claimChecks.createdAt },
    organisationId,
    { ...batch, search: '', filter },
    (where) =>
      tx
        .select({
          id: claimChecks.id,
          createdAt: claimChecks.createdAt,
          imei: claimChecks.imei,
          reference: claimChecks.reference,
          claimType: claimChecks.claimType,
          fnol: claimChecks.fnol,
          lossDate: claimChecks.lossDate,
          deviceMake: claimChecks.deviceMake,
          deviceModel: claimChecks.deviceModel,
          isBlocked: claimChecks.isBlocked,
          lockStatus: claimChecks.findMyIphoneStatus,
          certificateResult: claimChecks.certificateResult,
          checkedBy: personName,
        })
        .from(claimChecks)
        .leftJoin(users, eq(users.id, claimChecks.checkedBy))
        .where(where)
        .$dynamic(),
  );
}

/** How many checks the search matches. */
export async function countSearchedChecks(tx: TenantTx, search: CheckSearch): Promise<number> {
  const [row] = await tx.select({ total: search.total }).from(sql`(select 1) as one`);
  return Number(row?.total ?? 0);
}

/** How many checks the organisation has, from its tally. */
export function countChecks(tx: TenantTx, organisationId: string): Promise<number> {
  return listTotal(tx, claimChecks, organisationId, undefined);
}

/** The check with the user who recorded it, or undefined when the organisation has no such check. */
export async function findCheck(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({ check: claimChecks, checkedBy: personColumns })
    .from(claimChecks)
    .leftJoin(users, eq(users.id, claimChecks.checkedBy))
    .where(organisationRow(claimChecks, organisationId, id));
  return row;
}
export type FoundCheck = NonNullable<Awaited<ReturnType<typeof findCheck>>>;

/** Re-checks of a check, newest first. */
export function listRechecks(tx: TenantTx, organisationId: string, checkId: string) {
  return tx
    .select({ recheck: claimRecheckHistory, checkedBy: personColumns })
    .from(claimRecheckHistory)
    .leftJoin(users, eq(users.id, claimRecheckHistory.checkedBy))
    .where(
      and(
        eq(claimRecheckHistory.organizationId, organisationId),
        eq(claimRecheckHistory.claimCheckId, checkId),
      ),
    )
    .orderBy(desc(claimRecheckHistory.checkedAt), desc(claimRecheckHistory.id));
}
export type FoundRecheck = Awaited<ReturnType<typeof listRechecks>>[number];

export async function updateCheckClaimType(
  tx: TenantTx,
  organisationId: string,
  change: { id: string; claimType: string; fnol?: boolean; lossDate?: string | null },
): Promise<void> {
  const { id, ...values } = change;
  await tx
    .update(claimChecks)
    .set(values)
    .where(organisationRow(claimChecks, organisationId, id));
}

export async function insertRecheck(tx: TenantTx, recheck: typeof claimRecheckHistory.$inferInsert) {
  const [row] = await tx.insert(claimRecheckHistory).values(recheck).returning();
  if (!row) throw new Error('re-check insert returned no row');
  return row;
}

/** Deletes one check and returns its IMEI; undefined when the organisation has no such check. */
export async function deleteCheck(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .delete(claimChecks)
    .where(organisationRow(claimChecks, organisationId, id))
    .returning({ imei: claimChecks.imei });
  return row?.imei;
}
