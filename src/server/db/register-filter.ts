import { and, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RegisterFilters } from '@/server/http/register-filters';

/** The columns a register's filters read: its time column, and those of the filters it offers. */
export interface FilterColumns {
  at: AnyPgColumn;
  claimType?: AnyPgColumn;
  reason?: AnyPgColumn;
  handler?: AnyPgColumn;
  verdict?: AnyPgColumn;
  route?: AnyPgColumn;
  kind?: AnyPgColumn;
  /** When the record was reviewed: null while it is open (alerts). */
  reviewedAt?: AnyPgColumn;
  /** The work queue (Claims Review): the assignee, the status and the due time. */
  assignee?: AnyPgColumn;
  status?: AnyPgColumn;
  dueAt?: AnyPgColumn;
}

/** Midnight UTC at the start of `day` (YYYY-MM-DD), whatever the session's time zone. */
const startOf = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'UTC')`;

const equals = (column: AnyPgColumn | undefined, value: string | undefined) =>
  column && value ? eq(column, value) : undefined;

/**
 * The rows the filters keep, as one condition (undefined without any): days from `from` to `to` included (UTC), and
 * the claim type, reason, handler, verdict, route and kind equal to those asked, the state (open: not yet reviewed),
 * the assignee, the work status and overdue (due before now). Every part is a plain comparison, so under row-level
 * security it still walks an index (migrations 0024, 0047 and 0050), in the list's order.
 */
export function registerFilter(columns: FilterColumns, filters: RegisterFilters): SQL | undefined {
  const { from, to, verdict } = filters;
  return and(
    from ? gte(columns.at, startOf(from)) : undefined,
    to ? lt(columns.at, startOf(to, 1)) : undefined,
    equals(columns.claimType, filters.claimType),
    equals(columns.reason, filters.reason),
    equals(columns.handler, filters.handler),
    columns.verdict && verdict
      ? verdict === 'not_reported'
        ? isNull(columns.verdict)
        : eq(columns.verdict, verdict)
      : undefined,
    equals(columns.route, filters.route),
    equals(columns.kind, filters.kind),
    columns.reviewedAt && filters.state
      ? filters.state === 'open'
        ? isNull(columns.reviewedAt)
        : isNotNull(columns.reviewedAt)
      : undefined,
    // `me` is the caller's id by the time it gets here (the route puts it in); `none` is unassigned.
    columns.assignee && filters.assignee
      ? filters.assignee === 'none'
        ? isNull(columns.assignee)
        : eq(columns.assignee, filters.assignee)
      : undefined,
    equals(columns.status, filters.status),
    columns.dueAt && filters.overdue ? lt(columns.dueAt, sql`now()`) : undefined,
  );
}
