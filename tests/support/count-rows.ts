import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './test-app';

/** How many rows each named table holds now: `countRows(t, { claims, checks: claimChecks })`. */
export async function countRows<Name extends string>(
  t: TestApp,
  tables: Record<Name, PgTable>,
): Promise<Record<Name, number>> {
  const entries = await Promise.all(
    Object.entries<PgTable>(tables).map(
      async ([name, table]) => [name, await t.services.db.$count(table)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Name, number>;
}
