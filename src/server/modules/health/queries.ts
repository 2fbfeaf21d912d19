import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** How many migrations the database has applied (the migrator's own record of them). */
export async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await db
    .select({ applied: sql<number>`count(*)::int` })
    .from(sql`drizzle.__drizzle_migrations`);
  return row?.applied ?? 0;
}
