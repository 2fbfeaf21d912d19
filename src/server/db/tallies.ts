import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { organizationTallies, type TalliedTable } from './schema/tallies';

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
