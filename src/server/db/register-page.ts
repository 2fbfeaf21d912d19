import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { type PagedQuery, pageOffset } from '@/server/http/paging';
import { listTotal } from './tallies';
import type { TenantTx } from './tenant';
import { tenantContains } from './tenant-search';

export type Register = PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn };

/** The organisation's rows of a register and, with a search, only those whose searched text contains it. */
export function registerRows(table: Register, organisationId: string, search: string): SQL | undefined {
  return and(eq(table.organizationId, organisationId), search ? tenantContains(table, search) : undefined);
}

/**
 * One page of a register of the organisation, newest first (by `newestFirst`, then id), and the number of rows on
 * every page. `select` reads the rows matching `where`: the organisation's, and with a search only those whose
 * searched text (the IMEI) contains it.
 */
export async function registerPage<Select extends PgSelect>(
  tx: TenantTx,
  register: { table: Register; newestFirst: AnyPgColumn },
  organisationId: string,
  query: PagedQuery,
  select: (where: SQL | undefined) => Select,
): Promise<{ items: Awaited<Select>; total: number }> {
  const { table, newestFirst } = register;
  const search = query.search ? tenantContains(table, query.search) : undefined;
  const items: Awaited<Select> = await select(registerRows(table, organisationId, query.search))
    .orderBy(desc(newestFirst), desc(table.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { items, total: await listTotal(tx, table, organisationId, search) };
}
