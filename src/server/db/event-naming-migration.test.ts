import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_NAMES } from '@/domain/domain-events';

/**
 * The migration that gave the audit log one naming convention must carry the events stored under the earlier names
 * over: each becomes the event the code records now, so the Audit Log finds old and new under one name.
 */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const RENAME = '0038_one_event_naming';
const ORG = '00000000-0000-4000-8000-000000000001';
const EARLIER_NAMES = [
  'organisation.settings-changed',
  'role.granted-by-operator',
  'monitoring.settings-changed',
  'monitoring.run-started',
  'sign-in.failed',
  'sign-in.locked-out',
  'claim-type.added',
  'claim-type.removed',
  'denial-reason.added',
  'denial-reason.removed',
  'device-search.budget-warning-sent',
  'api-key.created',
  'api-key.revoked',
  'claim.registry-retried',
  'claim.registry-sent-again',
  'claim.registry-confirmed',
  'two-factor.enabled',
  'two-factor.disabled',
  'two-factor.reset',
  'bulk-intake.created',
  'bulk-intake.retried',
  'bulk-intake.stopped',
  'bulk-intake.finished',
  'finlock_request.created',
  'claim.settled',
];

function foldersBeforeRename(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'claimguard-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === RENAME);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

let client: PGlite;
let before: string;

beforeAll(async () => {
  client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
  before = foldersBeforeRename();
  await migrate(drizzle({ client }), { migrationsFolder: before });
  const values = EARLIER_NAMES.map((action, n) => `('${ORG}', '${action}', 'user', '{"n": ${n}}')`);
  await client.exec(`
    insert into organizations (id, name, domain) values ('${ORG}', 'Audited Insurance', 'audited.test');
    insert into audit_events (organization_id, action, subject_type, details) values ${values.join(', ')};
  `);
  await migrate(drizzle({ client }), { migrationsFolder: migrations });
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('migration to one event naming', () => {
  it('renames every event stored under an earlier name to the event the code records, and keeps its details', async () => {
    const { rows } = await client.query<{ action: string; n: number }>(
      `select action, (details ->> 'n')::int as n from audit_events order by n`,
    );
    expect(rows).toHaveLength(EARLIER_NAMES.length);
    for (const { action } of rows) expect(DOMAIN_EVENT_NAMES).toContain(action);
    expect(rows.slice(4, 6).map((row) => row.action)).toEqual(['sign_in.failed', 'sign_in.locked_out']);
    expect(rows.at(-2)?.action).toBe('finlock.requested');
    expect(rows.at(-1)?.action).toBe('claim.settled');
  });
});
