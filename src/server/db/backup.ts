import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseConfig, type DatabaseHandle, migrationsFolder, openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';
import { backupSocketOf, requestBackup } from './embedded-backup-socket';

/** Where a backup is taken from or restored to: the app's own database settings. */
export type BackupTarget = Pick<DatabaseConfig, 'databaseUrl' | 'migrationUrl' | 'dataDir'>;

class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** PostgreSQL's tools talk straight to the server, not through a pooler in transaction mode. */
function directUrl(target: BackupTarget): string | undefined {
  return target.migrationUrl ?? target.databaseUrl;
}

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client) of the server's version or newer`
            : error.message,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * Writes a backup of the app's database to `file`: on PostgreSQL a `pg_dump` archive (custom format: the tables, the
 * job queue, the grants and the row-level security policies; not the cluster's roles, which the restore creates);
 * embedded, a consistent copy of the whole folder (while no other process holds it: a running app takes its own).
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const url = directUrl(target);
  if (url) {
    await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`]);
    return;
  }
  const database = await openDatabase({ dataDir: target.dataDir }).catch(async (error: unknown) => {
    // The app holds the folder: it takes the copy itself, asked through its backup socket.
    if (error instanceof DataDirInUseError && existsSync(backupSocketOf(target.dataDir))) {
      await writeFile(file, await requestBackup(target.dataDir), { mode: 0o600 });
      return undefined;
    }
    throw error;
  });
  if (!database) return;
  try {
    await writeEmbeddedBackup(database, file);
  } finally {
    await database.close();
  }
}

/** Writes the embedded database's consistent copy to `file`, readable by its owner alone. */
export async function writeEmbeddedBackup(database: DatabaseHandle, file: string): Promise<void> {
  if (!database.dumpDataDir) throw new BackupError('only the embedded database is copied as a folder');
  const tarball = await database.dumpDataDir();
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
}

/**
 * The statements of the migration that made the tenant role which belong to the cluster, not the database: the role
 * itself and, for an owner that is not a superuser, its membership. A dump carries neither.
 */
function clusterRoleStatements(): string[] {
  const [file] = readdirSync(migrationsFolder).filter((name) =>
    name.endsWith('_tenant_row_level_security.sql'),
  );
  if (!file) throw new BackupError('the migration that makes the tenant role is missing');
  const statements = readFileSync(path.join(migrationsFolder, file), 'utf8').split(
    '--> statement-breakpoint',
  );
  return statements.slice(0, 2);
}

async function isEmptyDatabase(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return rows[0]?.n === 0;
}

/**
 * Restores a backup made by backupDatabase into an empty database (PostgreSQL) or a new folder (embedded): refuses
 * anything else rather than mix two databases. On PostgreSQL the tenant role is made first, so the grants and the
 * row-level security policies in the dump apply as they did.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const url = directUrl(target);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      if (!(await isEmptyDatabase(client)))
        throw new BackupError('the database already has tables: restore into a new, empty database');
      for (const statement of clusterRoleStatements()) await client.query(statement);
    } finally {
      await client.end();
    }
    await runTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file]);
    return;
  }
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0)
    throw new BackupError(`${target.dataDir} is not empty: restore into a new folder`);
  const database = await openDatabase({
    dataDir: target.dataDir,
    loadDataDir: new Blob([await readFile(file)]),
  });
  await database.close();
}
