import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/**
 * Tables a refused request may legitimately write: sessions (better-auth may touch them) and the rate-limit
 * counters, which count refused attempts by design.
 */
const VOLATILE_TABLES = new Set(['sessions', 'rate_limit_buckets']);

/**
 * One row count and content hash per application table, in one query: two equal fingerprints mean no row was
 * inserted, updated or deleted in between.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await applicationTables(db);
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash from public."${table}" t`,
    )
    .join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as {
    rows: Array<{ name: string; hash: string }>;
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.hash]));
}

let cachedTables: string[] | undefined;
async function applicationTables(db: Database): Promise<string[]> {
  if (cachedTables) return cachedTables;
  const result = (await db.execute(
    sql`select tablename::text as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: Array<{ name: string }> };
  cachedTables = result.rows.map((row) => row.name).filter((name) => !VOLATILE_TABLES.has(name));
  return cachedTables;
}
