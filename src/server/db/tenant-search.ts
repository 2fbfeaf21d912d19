import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern } from './contains-pattern';
import { claimChecks } from './schema/checks';

/** The tables with a search function in migration 0011, and so with a "contains" search under the tenant role. */
type SearchedTable = PgTable & { id: AnyPgColumn };

/**
 * A "contains" search of the organisation's rows for `text`, as the list's own columns define it in migration 0011
 * (Claims Review, Settled and Denied Claims: IMEI or claim reference, since migration 0024 for the registers;
 * replacement devices: either IMEI; the rest: IMEI). Under row-level security a
 * plain ILIKE may not use its trigram index, so the search runs in a definer function scoped to the organisation set
 * by withTenant and the rows are matched by id. Outside withTenant it matches nothing.
 */
export function tenantContains(table: SearchedTable, text: string): SQL {
  const search = sql.identifier(`tenant_search_${getTableName(table)}`);
  return sql`${table.id} = any(array(select ${search}(${containsPattern(text)})))`;
}

/**
 * Claims Review's search as the tenant, paged inside the database (migration 0012): the condition matching one page
 * of ids in the list's order (the caller must not skip rows again), and the number of matches.
 */
export function tenantCheckSearch(text: string, pageSize: number, skip: number) {
  const pattern = containsPattern(text);
  return {
    page: sql`${claimChecks.id} = any(array(select tenant_search_page_claim_checks(${pattern}, ${pageSize}::int, ${skip}::int)))`,
    total: sql<string>`tenant_count_claim_checks(${pattern})`,
  };
}
