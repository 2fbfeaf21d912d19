import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** A schema of the test database holding a copy of every application table as the demo data left it. */
const SNAPSHOT_SCHEMA = 'test_snapshot';

export interface TableSnapshot {
  /** Puts every application table back to the saved rows. */
  restore(): Promise<void>;
}

/** Copies every row of the application tables aside (once per run, in the global setup). */
export async function saveTableSnapshot(db: Database): Promise<void> {
  await db.execute(sql.raw(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  for (const table of await tablesParentsFirst(db)) {
    await db.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}."${table}" as table public."${table}"`));
  }
}

/**
 * Restores the saved rows: one anonymous block (a single round trip, which matters on PGlite) that deletes children
 * first and inserts parents first. DELETE, not TRUNCATE: on a few rows it is much faster on PostgreSQL.
 */
export async function openTableSnapshot(db: Database): Promise<TableSnapshot> {
  const tables = await tablesParentsFirst(db);
  const statements = [
    ...tables.toReversed().map((table) => `delete from public."${table}";`),
    ...tables.map((table) => `insert into public."${table}" select * from ${SNAPSHOT_SCHEMA}."${table}";`),
  ];
  const restore = sql.raw(`do $restore$ begin ${statements.join(' ')} end $restore$`);
  return {
    async restore() {
      await db.execute(restore);
    },
  };
}

/** The tables of the public schema, each after every table its foreign keys point to. */
async function tablesParentsFirst(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.relname::text as name,
           coalesce(array_agg(p.relname::text) filter (where p.oid is not null and p.oid <> c.oid), '{}') as parents
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
    left join pg_class p on p.oid = k.confrelid
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.oid, c.relname
    order by c.relname`)) as unknown as { rows: Array<{ name: string; parents: string[] }> };
  const pending = new Map(result.rows.map((row) => [row.name, new Set(row.parents)]));
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, parents]) => [...parents].every((p) => ordered.includes(p)));
    if (ready.length === 0) throw new Error(`foreign-key cycle among ${[...pending.keys()].join(', ')}`);
    for (const [name] of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}
