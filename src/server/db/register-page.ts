import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import {
  type CursorPage,
  type ListOrderColumns,
  type ListQuery,
  listWindow,
  type PageKey,
  pageOffset,
  pageOfWindow,
  runStartSql,
} from '@/server/http/paging';
import type { RegisterFilters } from '@/server/http/register-filters';
import { type FilterColumns, registerFilter } from './register-filter';
import { atLeastShown, countSearch } from './short-search-counts';
import { listTotal } from './tallies';
import type { TenantTx } from './tenant';
import { tenantContains } from './tenant-search';

export type Register = PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn };

/** A register an integrator may sync: its rows record their last change (`updatedAt`, see 0041). */
export type SyncedRegister = Register & { updatedAt: AnyPgColumn };

/** A register's table, the time it lists newest first by, and the columns its filters read. */
export interface RegisterSource {
  table: Register;
  newestFirst: AnyPgColumn;
  filters: Omit<FilterColumns, 'at'>;
}

/** The source of a register an integrator may sync. */
export type SyncedRegisterSource = RegisterSource & { table: SyncedRegister };

/** A register's query: paging (by page or cursor), the search and the filters the register offers. */
export type RegisterQuery = ListQuery & RegisterFilters;

/** A list's rows selected with the sort key of their page (see listWindow). */
type PageSelect = (where: SQL | undefined, key: PageKey) => PgSelect;

/** One page of a register: its rows and the number on every page, or, read by cursor, what follows them. */
export type RegisterPage<Row> = { items: Row[]; total?: number } & Partial<CursorPage>;

/** The organisation's rows of a register and, with a search, only those whose searched text contains it. */
export function registerRows(table: Register, organisationId: string, search: string): SQL | undefined {
  return and(eq(table.organizationId, organisationId), search ? tenantContains(table, search) : undefined);
}

/** The register's rows the query's filters keep (its days by the register's own time), undefined without any. */
export function filterOf(register: RegisterSource, filters: RegisterFilters): SQL | undefined {
  return registerFilter({ at: register.newestFirst, ...register.filters }, filters);
}

/**
 * The rows of one page of a list matching `where`, through its window (listWindow: by page, or by cursor newest
 * first or by last change), and, read by cursor, what follows them. `select` reads the rows matching its condition
 * with the page's sort key as `pageKey`.
 */
export async function readListWindow<Select extends PageSelect>(
  tx: TenantTx,
  columns: ListOrderColumns,
  query: ListQuery,
  where: SQL | undefined,
  select: Select,
): Promise<{ items: Awaited<ReturnType<Select>>; cursorPage?: CursorPage }> {
  const window = await listWindow(columns, query, async () => {
    const result = await tx.execute(sql`select ${runStartSql} as now`);
    const [row] = (result as unknown as { rows: Array<{ now: string }> }).rows;
    if (!row) throw new Error('the database gave no time');
    return row.now;
  });
  const rows = await select(and(where, window.where), window.key)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  const { items, cursorPage } = pageOfWindow(window, rows as Array<{ id: string; pageKey: string }>);
  return { items: items as Awaited<ReturnType<Select>>, ...(cursorPage ? { cursorPage } : {}) };
}

/**
 * One page of a register of the organisation, newest first (by `newestFirst`, then id), and the number of rows on
 * every page; or, read by cursor, the page after the cursor (newest first, or for a sync by last change) and what
 * follows it. `select` reads the rows matching `where`, with the page's sort key as `pageKey`: the organisation's,
 * and with a search or filters only those whose searched text (the IMEI) contains it and the filters keep.
 */
export async function registerPage<Select extends PageSelect>(
  tx: TenantTx,
  register: SyncedRegisterSource,
  organisationId: string,
  query: RegisterQuery,
  select: Select,
): Promise<RegisterPage<Awaited<ReturnType<Select>>[number]>> {
  const { table, newestFirst } = register;
  const filter = filterOf(register, query);
  const narrowing = and(query.search ? tenantContains(table, query.search) : undefined, filter);
  const { items, cursorPage } = await readListWindow(
    tx,
    { id: table.id, newestFirst, updatedAt: table.updatedAt },
    query,
    and(eq(table.organizationId, organisationId), narrowing),
    select,
  );
  if (cursorPage) return { items, ...cursorPage };
  const countAll = () => listTotal(tx, table, organisationId, narrowing);
  const total = filter
    ? await countAll()
    : await countSearch({ organisationId, list: getTableName(table), search: query.search }, countAll);
  return { items, total: atLeastShown(total, pageOffset(query), items.length) };
}
