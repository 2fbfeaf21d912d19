import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrations = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

/**
 * For a test of a migration that carries data over: an embedded database migrated up to the migration `tag` (not
 * included), to hold the rows a database had before it; `migrateRest` then applies every migration left, as the app
 * does at start; `close` drops it all.
 */
export async function databaseBefore(tag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'claimguard-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));

  const client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  return {
    client,
    migrateRest: () => migrate(drizzle({ client }), { migrationsFolder: migrations }),
    close: async () => {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
