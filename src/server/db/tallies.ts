import { and, count, eq, getTableName, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { organizationTallies, TALLIED, type TalliedTable } from './schema/tallies';

/** How many rows the organisation has in `table`, from the tallies (a few rows) instead of counting them all. */
export async function talliedTotal(
  db: Database,
  organisationId: string,
  table: TalliedTable,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${organizationTallies.count})` })
    .from(organizationTallies)
    .where(
      and(eq(organizationTallies.organizationId, organisationId), eq(organizationTallies.tableName, table)),
    );
  return Number(row?.total ?? 0);
}

/** The organisation's counts per table and label ('' for a missing label), without the labels that went to zero. */
export function talliedLabels(db: Database, organisationId: string) {
  return db
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
 * The total a paged list shows: counted when a search narrows the list (the search's index keeps that small), else
 * the organisation's tally, so an unfiltered list never counts every row.
 */
export async function listTotal(
  db: Database,
  table: TalliedSource,
  organisationId: string,
  search: SQL | undefined,
): Promise<number> {
  const name = getTableName(table);
  if (!search && name in TALLIED) return talliedTotal(db, organisationId, name as TalliedTable);
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .where(and(eq(table.organizationId, organisationId), search));
  return Number(row?.total ?? 0);
}
