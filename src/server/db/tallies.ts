import { and, count, eq, getTableName, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { organizationTallies, TALLIED, type TalliedTable } from './schema/tallies';
import type { TenantTx } from './tenant';

/** How many rows the organisation has in `table`, from the tallies (a few rows) instead of counting them all. */
export async function talliedTotal(
  tx: TenantTx,
  organisationId: string,
  table: TalliedTable,
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${organizationTallies.count})` })
    .from(organizationTallies)
    .where(
      and(eq(organizationTallies.organizationId, organisationId), eq(organizationTallies.tableName, table)),
    );
  return Number(row?.total ?? 0);
}

/** The organisation's counts per table and label ('' for a missing label), without the labels that went to zero. */
export function talliedLabels(tx: TenantTx, organisationId: string) {
  return tx
    .select({
      table: organizationTallies.tableName,
      label: organizationTallies.label,
      count: organizationTallies.count,
    })
    .from(organizationTallies)
    .where(and(eq(organizationTallies.organizationId, organisationId), gt(organizationTallies.count, 0)));
}

type TalliedSource = PgTable & { organizationId: AnyPgColumn };

/**
 * The total a paged list shows: counted when a search or a filter narrows the list (their indexes keep that small),
 * else the organisation's tally, so an unfiltered list never counts every row.
 */
export async function listTotal(
  tx: TenantTx,
  table: TalliedSource,
  organisationId: string,
  search: SQL | undefined,
): Promise<number> {
  const name = getTableName(table);
  if (!search && name in TALLIED) return talliedTotal(tx, organisationId, name as TalliedTable);
  const [row] = await tx
    .select({ total: count() })
    .from(table)
    .where(and(eq(table.organizationId, organisationId), search));
  return Number(row?.total ?? 0);
}
