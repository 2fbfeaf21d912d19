import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** A schema of the test database holding a copy of every application table as the demo data left it. */
const SNAPSHOT_SCHEMA = 'test_snapshot';

export interface TableSnapshot {
  /** Puts every application table written since the last restore back to the saved rows. */
  restore(): Promise<void>;
}

/**
 * Copies every row of the application tables aside (once per run, in the global setup), and gives each table a
 * statement trigger that notes its name in `test_snapshot.dirty` whenever a statement writes to it (including writes made
 * by the application's own triggers), so that a reset puts back only the tables a test touched.
 */
export async function saveTableSnapshot(db: Database): Promise<void> {
  await db.execute(sql.raw(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  await db.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}.dirty (name text primary key)`));
  await db.execute(
    sql.raw(`create function ${SNAPSHOT_SCHEMA}.mark_dirty() returns trigger language plpgsql security definer as $mark$
      begin
        insert into ${SNAPSHOT_SCHEMA}.dirty values (tg_table_name) on conflict do nothing;
        return null;
      end $mark$`),
  );
  await db.execute(
    sql.raw(`create function ${SNAPSHOT_SCHEMA}.restore() returns void language plpgsql as $restore$
      declare
        written text;
      begin
        set local session_replication_role = replica;
        for written in select name from ${SNAPSHOT_SCHEMA}.dirty loop
          execute format('delete from public.%I', written);
          execute format('insert into public.%I select * from ${SNAPSHOT_SCHEMA}.%I', written, written);
        end loop;
        delete from ${SNAPSHOT_SCHEMA}.dirty;
      end $restore$`),
  );
  for (const table of await applicationTables(db)) {
    await db.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}."${table}" as table public."${table}"`));
    await db.execute(
      sql.raw(`create trigger test_snapshot_dirty after insert or update or delete or truncate on public."${table}"
        for each statement execute function ${SNAPSHOT_SCHEMA}.mark_dirty()`),
    );
  }
}

/**
 * Restores the saved rows of the tables written since the last restore, in one call of the function the global setup
 * made (a single round trip, which matters on PGlite, and a function compiled once per connection). It runs as a replica (`session_replication_role`): neither foreign keys nor the
 * application's triggers act while the saved rows go back, as every table those triggers wrote is marked and restored
 * too. DELETE, not TRUNCATE: on a few rows it is much faster on PostgreSQL.
 */
export function openTableSnapshot(db: Database): TableSnapshot {
  const restore = sql.raw(`select ${SNAPSHOT_SCHEMA}.restore()`);
  return {
    async restore() {
      await db.execute(restore);
    },
  };
}

/** The tables of the public schema: the application's. */
async function applicationTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select tablename::text as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((row) => row.name);
}
