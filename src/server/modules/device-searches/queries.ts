import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListDeviceSearchesQuery } from '@/domain/contracts/device-searches';
import type { DeviceSearchPath } from '@/domain/device-searches';
import type { Transaction } from '@/server/db/client';
import { containsPattern } from '@/server/db/contains-pattern';
import { apiKeys } from '@/server/db/schema/api-keys';
import { users } from '@/server/db/schema/auth';
import { deviceSearches } from '@/server/db/schema/device-searches';
import { organizations } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';
import { pageOffset } from '@/server/http/paging';

export type NewDeviceSearch = Pick<
  typeof deviceSearches.$inferInsert,
  'organizationId' | 'path' | 'userId' | 'apiKeyId' | 'imei' | 'imeiKey' | 'claimReference' | 'idempotencyKey'
>;

/**
 * Writes the search as sent, unless another search of the device is in flight for the organisation (the partial
 * unique key): then nothing is written and the caller waits for that one. Returns the new row's id.
 */
export async function insertSentSearch(tx: TenantTx, search: NewDeviceSearch): Promise<string | null> {
  const [row] = await tx
    .insert(deviceSearches)
    .values({ ...search, state: 'sent' })
    .onConflictDoNothing()
    .returning({ id: deviceSearches.id });
  return row?.id ?? null;
}

export async function deleteSentSearch(tx: TenantTx, id: string) {
  await tx.delete(deviceSearches).where(and(eq(deviceSearches.id, id), eq(deviceSearches.state, 'sent')));
}

/** Which answered searches a new search of the device may use instead of paying again. */
export interface ReusableAnswer {
  organisationId: string;
  imeiKey: string;
  path: DeviceSearchPath;
  /** Any search of the device answered since then (the one this search waited for). */
  answeredSince: Date;
  /** An intake's or a bulk row's answer since then (an intake whose check was not stored), for a new intake. */
  intakeAnsweredSince: Date | null;
  /** A retry under the same Idempotency-Key uses its first attempt's answer, whenever within the key's day. */
  idempotencyKey: string | null;
}

/** The newest answer a new search may use (see ReusableAnswer), counted as used once more; none if there is none. */
export async function takeReusableAnswer(tx: TenantTx, reusable: ReusableAnswer) {
  const usable = or(
    gte(deviceSearches.endedAt, reusable.answeredSince),
    reusable.intakeAnsweredSince
      ? and(
          inArray(deviceSearches.path, ['intake', 'bulk']),
          gte(deviceSearches.endedAt, reusable.intakeAnsweredSince),
        )
      : undefined,
    reusable.idempotencyKey
      ? and(
          eq(deviceSearches.idempotencyKey, reusable.idempotencyKey),
          eq(deviceSearches.path, reusable.path),
          gt(deviceSearches.endedAt, sql`now() - interval '24 hours'`),
        )
      : undefined,
  );
  const [found] = await tx
    .select({ id: deviceSearches.id, answer: deviceSearches.answer })
    .from(deviceSearches)
    .where(
      and(
        eq(deviceSearches.organizationId, reusable.organisationId),
        eq(deviceSearches.imeiKey, reusable.imeiKey),
        eq(deviceSearches.state, 'answered'),
        usable,
      ),
    )
    .orderBy(sql`${deviceSearches.endedAt} desc`)
    .limit(1);
  if (!found) return null;
  await tx
    .update(deviceSearches)
    .set({ reuses: sql`${deviceSearches.reuses} + 1` })
    .where(eq(deviceSearches.id, found.id));
  return found;
}

/**
 * A search of the device still `sent` since before `sentBefore` belonged to a process that stopped mid-search: it is
 * failed (it may have been charged; its answer, if any, is lost) so that a new search may go out. True if one was.
 */
export async function failAbandonedSearch(
  tx: TenantTx,
  where: { organisationId: string; imeiKey: string; sentBefore: Date },
  failure: string,
): Promise<boolean> {
  const failed = await tx
    .update(deviceSearches)
    .set({ state: 'failed', charged: true, failure, endedAt: sql`now()` })
    .where(
      and(
        eq(deviceSearches.organizationId, where.organisationId),
        eq(deviceSearches.imeiKey, where.imeiKey),
        eq(deviceSearches.state, 'sent'),
        lt(deviceSearches.sentAt, where.sentBefore),
      ),
    )
    .returning({ id: deviceSearches.id });
  return failed.length > 0;
}

/** Keeps the provider's answer the moment it arrives. */
export async function recordAnswer(tx: TenantTx, id: string, answer: Record<string, unknown>) {
  await tx
    .update(deviceSearches)
    .set({ state: 'answered', answer, charged: true, endedAt: sql`now()` })
    .where(eq(deviceSearches.id, id));
}

export async function recordFailure(tx: TenantTx, id: string, failure: { charged: boolean; detail: string }) {
  await tx
    .update(deviceSearches)
    .set({ state: 'failed', charged: failure.charged, failure: failure.detail, endedAt: sql`now()` })
    .where(eq(deviceSearches.id, id));
}

/**
 * The organisation's own searches of a device that may have been charged, sent after `after` and before `before`:
 * monitoring takes them off the provider's count of earlier searches, which lists ours too.
 */
export async function countChargedSearches(
  tx: TenantTx,
  where: { organisationId: string; imeiKey: string; after: Date; before: Date },
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deviceSearches)
    .where(
      and(
        eq(deviceSearches.organizationId, where.organisationId),
        eq(deviceSearches.imeiKey, where.imeiKey),
        eq(deviceSearches.charged, true),
        gt(deviceSearches.sentAt, where.after),
        lt(deviceSearches.sentAt, where.before),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The organisation's monthly search budget (0: no limit) and the month its 80 % warning went out, if any. */
export async function readSearchBudget(tx: TenantTx, organisationId: string) {
  const [row] = await tx
    .select({
      monthlyBudget: organizations.searchMonthlyBudget,
      warnedMonth: organizations.searchBudgetWarnedMonth,
    })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return row ?? { monthlyBudget: 0, warnedMonth: null };
}

/**
 * The organisation's searches sent since `since` (the month's start) that count against its budget: those in flight
 * and those that may have been charged (a search certainly never charged gives its search back).
 */
export async function countSpentSearches(tx: TenantTx, organisationId: string, since: Date): Promise<number> {
  return tx.$count(
    deviceSearches,
    and(
      eq(deviceSearches.organizationId, organisationId),
      eq(deviceSearches.charged, true),
      gte(deviceSearches.sentAt, since),
    ),
  );
}

/**
 * Marks the month's 80 % warning as sent; false when it already was (by another search, in any process). The owner's
 * statement: the tenant role may only read its organisation's row.
 */
export async function claimBudgetWarning(tx: Transaction, organisationId: string, month: string) {
  const claimed = await tx
    .update(organizations)
    .set({ searchBudgetWarnedMonth: month })
    .where(
      and(
        eq(organizations.id, organisationId),
        or(isNull(organizations.searchBudgetWarnedMonth), ne(organizations.searchBudgetWarnedMonth, month)),
      ),
    )
    .returning({ id: organizations.id });
  return claimed.length > 0;
}

/** The `from`..`to` days (UTC, both included) a list or summary covers. */
export interface SearchPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

export function inPeriod(period: SearchPeriod): SQL | undefined {
  return and(
    period.from ? gte(deviceSearches.sentAt, sql`${period.from}::date`) : undefined,
    period.to ? lt(deviceSearches.sentAt, sql`${period.to}::date + interval '1 day'`) : undefined,
  );
}

const searcher = {
  personId: users.id,
  personEmail: users.email,
  personName: users.name,
  apiKey: apiKeys.name,
};

/** One page of the organisation's searches, newest first, with the list's search, path and days. */
export async function listDeviceSearches(
  tx: TenantTx,
  organisationId: string,
  query: ListDeviceSearchesQuery,
) {
  const pattern = containsPattern(query.search);
  const where = and(
    eq(deviceSearches.organizationId, organisationId),
    query.path ? eq(deviceSearches.path, query.path) : undefined,
    query.search
      ? or(ilike(deviceSearches.imei, pattern), ilike(deviceSearches.claimReference, pattern))
      : undefined,
    inPeriod(query),
  );
  const rows = await tx
    .select({
      id: deviceSearches.id,
      sentAt: deviceSearches.sentAt,
      path: deviceSearches.path,
      imei: deviceSearches.imei,
      claimReference: deviceSearches.claimReference,
      state: deviceSearches.state,
      charged: deviceSearches.charged,
      failure: deviceSearches.failure,
      reuses: deviceSearches.reuses,
      ...searcher,
    })
    .from(deviceSearches)
    .leftJoin(users, eq(users.id, deviceSearches.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, deviceSearches.apiKeyId))
    .where(where)
    .orderBy(desc(deviceSearches.sentAt), desc(deviceSearches.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = await tx.$count(deviceSearches, where);
  return { items: rows, total };
}

const tally = {
  searches: sql<number>`count(*)::int`,
  charged: sql<number>`(count(*) filter (where ${deviceSearches.charged}))::int`,
};

/** The period's searches per path and per person (and API key), and the answers used again instead of paying. */
export async function summariseDeviceSearches(tx: TenantTx, organisationId: string, period: SearchPeriod) {
  const where = and(eq(deviceSearches.organizationId, organisationId), inPeriod(period));
  const byPath = await tx
    .select({ path: deviceSearches.path, ...tally, reused: sql<number>`sum(${deviceSearches.reuses})::int` })
    .from(deviceSearches)
    .where(where)
    .groupBy(deviceSearches.path)
    .orderBy(deviceSearches.path);
  const byPerson = await tx
    .select({ ...searcher, ...tally })
    .from(deviceSearches)
    .leftJoin(users, eq(users.id, deviceSearches.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, deviceSearches.apiKeyId))
    .where(where)
    .groupBy(users.id, users.email, users.name, apiKeys.id, apiKeys.name)
    .orderBy(sql`count(*) filter (where ${deviceSearches.charged}) desc`, users.email);
  return { byPath, byPerson };
}

/** Whose device a register's record is: its own organisation and IMEI key. */
export interface RecordDevice {
  organisationId: AnyPgColumn;
  imeiKey: AnyPgColumn;
}

/** A device's answer from the ledger and when its search was sent (as the database writes a timestamp in JSON). */
export interface LedgerAnswer {
  answer: unknown;
  sentAt: string;
}

/**
 * The device's newest answer in the organisation's ledger, as a column of a record's row: from any path (intake,
 * re-check, re-verification, monitoring), or with `intakeBefore` the newest intake or bulk answer sent by then (the
 * one its check was recorded with). Null when the ledger has none (records older than the ledger).
 */
export function newestAnswerOf(device: RecordDevice, intakeBefore?: AnyPgColumn): SQL<LedgerAnswer | null> {
  const intakeOnly = intakeBefore
    ? sql`and ${deviceSearches.path} in ('intake', 'bulk') and ${deviceSearches.sentAt} <= ${intakeBefore}`
    : sql``;
  return sql<LedgerAnswer | null>`(select jsonb_build_object('answer', ${deviceSearches.answer}, 'sentAt', ${deviceSearches.sentAt})
    from ${deviceSearches}
    where ${deviceSearches.organizationId} = ${device.organisationId} and ${deviceSearches.imeiKey} = ${device.imeiKey}
      and ${deviceSearches.state} = 'answered' ${intakeOnly}
    order by ${deviceSearches.sentAt} desc limit 1)`;
}
