import { and, desc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { type PagedQuery, pageOffset } from '@/server/http/paging';
import type { RegisterFilters } from '@/server/http/register-filters';
import { type FilterColumns, registerFilter } from './register-filter';
import { atLeastShown, countSearch } from './short-search-counts';
import { listTotal } from './tallies';
import type { TenantTx } from './tenant';
import { tenantContains } from './tenant-search';

export type Register = PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn };

/** A register's table, the time it lists newest first by, and the columns its filters read. */
export interface RegisterSource {
  table: Register;
  newestFirst: AnyPgColumn;
  filters: Omit<FilterColumns, 'at'>;
}

/** A register's query: paging, the search and the filters the register offers. */
export type RegisterQuery = PagedQuery & RegisterFilters;

/** The organisation's rows of a register and, with a search, only those whose searched text contains it. */
export function registerRows(table: Register, organisationId: string, search: string): SQL | undefined {
  return and(eq(table.organizationId, organisationId), search ? tenantContains(table, search) : undefined);
}

/** The register's rows the query's filters keep (its days by the register's own time), undefined without any. */
export function filterOf(register: RegisterSource, filters: RegisterFilters): SQL | undefined {
  return registerFilter({ at: register.newestFirst, ...register.filters }, filters);
}

/**
 * One page of a register of the organisation, newest first (by `newestFirst`, then id), and the number of rows on
 * every page. `select` reads the rows matching `where`: the organisation's, and with a search or filters only those
 * whose searched text (the IMEI) contains it and the filters keep.
 */
export async function registerPage<Select extends PgSelect>(
  tx: TenantTx,
  register: RegisterSource,
  organisationId: string,
  query: RegisterQuery,
  select: (where: SQL | undefined) => Select,
): Promise<{ items: Awaited<Select>; total: number }> {
  const { table, newestFirst } = register;
  const filter = filterOf(register, query);
  const narrowing = and(query.search ? tenantContains(table, query.search) : undefined, filter);
  const items: Awaited<Select> = await select(and(eq(table.organizationId, organisationId), narrowing))
    .orderBy(desc(newestFirst), desc(table.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const countAll = () => listTotal(tx, table, organisationId, narrowing);
  const total = filter
    ? await countAll()
    : await countSearch({ organisationId, list: getTableName(table), search: query.search }, countAll);
  return { items, total: atLeastShown(total, pageOffset(query), items.length) };
}
