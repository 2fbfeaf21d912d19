import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '@/server/db/contains-pattern';
import { organisationRow } from '@/server/db/organisation-row';
import { personColumns, personName } from '@/server/db/person-name';
import { type RegisterBatch, registerBatch } from '@/server/db/register-batch';
import { filterOf, type RegisterSource, readListWindow } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { claimChecks, claimRecheckHistory } from '@/server/db/schema/checks';
import { listTotal } from '@/server/db/tallies';
import type { TenantTx } from '@/server/db/tenant';
import { tenantCheckSearch } from '@/server/db/tenant-search';
import { pageOffset } from '@/server/http/paging';
import { assigneeColumns, assignees } from '@/server/modules/checks';
import type { ListChecksQuery } from './schema';

/** Claims Review's search for the list's `search` text, paged in the database; undefined without one. */
export function checkSearchOf(query: ListChecksQuery) {
  return query.search ? tenantCheckSearch(query.search, query.pageSize, pageOffset(query)) : undefined;
}
type CheckSearch = NonNullable<ReturnType<typeof checkSearchOf>>;

const checkSource: RegisterSource = {
  table: claimChecks,
  newestFirst: claimChecks.createdAt,
  filters: {
    claimType: claimChecks.claimType,
    handler: claimChecks.checkedBy,
    verdict: claimChecks.certificateResult,
    route: claimChecks.triageRoute,
    assignee: claimChecks.assigneeId,
    status: claimChecks.workStatus,
    dueAt: claimChecks.dueAt,
  },
};

/** The search as a plain condition: IMEI or reference contains the text. */
const containsText = (search: string) => {
  const pattern = containsPattern(search);
  return search ? or(ilike(claimChecks.imei, pattern), ilike(claimChecks.reference, pattern)) : undefined;
};

/**
 * The checks the list's filters keep, with its search as a plain condition; undefined without a filter. A filter's
 * index (migration 0024) then narrows the rows the search reads, in the list's order.
 */
export function checkFilterOf(query: ListChecksQuery): SQL | undefined {
  const filter = filterOf(checkSource, query);
  return filter ? and(filter, containsText(query.search)) : undefined;
}

const pageColumns = {
  id: claimChecks.id,
  imei: claimChecks.imei,
  reference: claimChecks.reference,
  claimType: claimChecks.claimType,
  createdAt: claimChecks.createdAt,
  deviceMake: claimChecks.deviceMake,
  deviceModel: claimChecks.deviceModel,
  fullResponse: claimChecks.fullResponse,
  triageScore: claimChecks.triageScore,
  triageRoute: claimChecks.triageRoute,
  triageReasons: claimChecks.triageReasons,
  triageRuleSetVersion: claimChecks.triageRuleSetVersion,
  assignee: assigneeColumns,
  workStatus: claimChecks.workStatus,
  dueAt: claimChecks.dueAt,
};

/**
 * One page of the organisation's checks read by cursor (newest first, or for a sync by last change): those its
 * filters keep, and its search as a plain condition, which the window narrows as it reads in order.
 */
export async function readCheckCursorPage(tx: TenantTx, organisationId: string, query: ListChecksQuery) {
  const { items, cursorPage } = await readListWindow(
    tx,
    { id: claimChecks.id, newestFirst: claimChecks.createdAt, updatedAt: claimChecks.updatedAt },
    query,
    and(
      eq(claimChecks.organizationId, organisationId),
      filterOf(checkSource, query),
      containsText(query.search),
    ),
    (where, key) =>
      tx
        .select({ ...pageColumns, ...key })
        .from(claimChecks)
        .leftJoin(assignees, eq(assignees.id, claimChecks.assigneeId))
        .where(where)
        .$dynamic(),
  );
  return { items, ...cursorPage };
}

/**
 * One page of the organisation's checks, newest first: those the condition matches, either the page a search
 * (checkSearchOf) found, already skipped to, or the rows filters (checkFilterOf) keep.
 */
export function readCheckPage(
  tx: TenantTx,
  organisationId: string,
  query: ListChecksQuery,
  search: { where: SQL | undefined; isPaged: boolean } = { where: undefined, isPaged: false },
) {
  return (
    tx
      .select(pageColumns)
      .from(claimChecks)
      .leftJoin(assignees, eq(assignees.id, claimChecks.assigneeId))
      .where(and(eq(claimChecks.organizationId, organisationId), search.where))
      .orderBy(desc(claimChecks.createdAt), desc(claimChecks.id))
      .limit(query.pageSize)
      // The search function already skipped to the page.
      .offset(search.isPaged ? 0 : pageOffset(query))
  );
}

/**
 * The next batch of the checks an export writes, in the list's order and with its filters; `search` matches the IMEI
 * or the reference, as the list's search does (read here as a plain filter: an export reads every batch once, in order).
 */
export function checkBatch(
  tx: TenantTx,
  organisationId: string,
  batch: RegisterBatch,
  query: ListChecksQuery,
) {
  const filter = and(containsText(batch.search), filterOf(checkSource, query));
  return registerBatch(tx, checkSource, organisationId, { ...batch, search: '', filter }, (where) =>
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
        intakeIsBlocked: claimChecks.intakeIsBlocked,
        intakeLockStatus: claimChecks.intakeFindMyIphoneStatus,
        intakeCertificateResult: claimChecks.intakeCertificateResult,
        isBlocked: claimChecks.isBlocked,
        lockStatus: claimChecks.findMyIphoneStatus,
        certificateResult: claimChecks.certificateResult,
        statusCheckedAt: claimChecks.statusCheckedAt,
        checkedBy: personName,
        triageScore: claimChecks.triageScore,
        triageRoute: claimChecks.triageRoute,
        triageReasons: claimChecks.triageReasons,
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

/** How many of the organisation's checks the filters (checkFilterOf) keep. */
export async function countFilteredChecks(
  tx: TenantTx,
  organisationId: string,
  filter: SQL,
): Promise<number> {
  return listTotal(tx, claimChecks, organisationId, filter);
}

/** How many checks the organisation has, from its tally. */
export function countChecks(tx: TenantTx, organisationId: string): Promise<number> {
  return listTotal(tx, claimChecks, organisationId, undefined);
}

/** The check with the user who recorded it, or undefined when the organisation has no such check. */
export async function findCheck(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({ check: claimChecks, checkedBy: personColumns, assignee: assigneeColumns })
    .from(claimChecks)
    .leftJoin(users, eq(users.id, claimChecks.checkedBy))
    .leftJoin(assignees, eq(assignees.id, claimChecks.assigneeId))
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
