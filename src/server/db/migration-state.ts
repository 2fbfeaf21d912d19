import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, migrationsFolder } from './client';
import { sqlStateOf } from './errors';

let shipped: number | undefined;

/** How many migrations this version of the app ships. */
function shippedMigrations(): number {
  shipped ??= readMigrationFiles({ migrationsFolder }).length;
  return shipped;
}

/** How many migrations the database has applied (the migrator's own record of them). */
export async function appliedMigrations(db: Database): Promise<number> {
  try {
    const [row] = await db
      .select({ applied: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    return row?.applied ?? 0;
  } catch (error) {
    // A new database has no record of migrations yet (undefined_table).
    if (sqlStateOf(error) === '42P01') return 0;
    throw error;
  }
}

/** True when the database holds every migration this version ships (a database away throws). */
export async function isMigrated(db: Database): Promise<boolean> {
  return (await appliedMigrations(db)) >= shippedMigrations();
}
