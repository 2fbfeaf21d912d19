import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './test-app';

/** The row of `table` whose id is `id`, as the database holds it now (undefined when there is none). */
export async function rowWithId<Table extends PgTable & { id: PgColumn }>(
  t: TestApp,
  table: Table,
  id: string,
): Promise<Table['$inferSelect'] | undefined> {
  const [row] = await t.services.db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row as Table['$inferSelect'] | undefined;
}
