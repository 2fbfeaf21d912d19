import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_NAMES } from '@/domain/domain-events';
import { databaseBefore } from '../../../tests/support/migrated-before';

/**
 * The migration that gave the audit log one naming convention must carry the events stored under the earlier names
 * over: each becomes the event the code records now, so the Audit Log finds old and new under one name.
 */
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

let client: PGlite;
let database: Awaited<ReturnType<typeof databaseBefore>>;

beforeAll(async () => {
  database = await databaseBefore(RENAME);
  client = database.client;
  const values = EARLIER_NAMES.map((action, n) => `('${ORG}', '${action}', 'user', '{"n": ${n}}')`);
  await client.exec(`
    insert into organizations (id, name, domain) values ('${ORG}', 'Audited Insurance', 'audited.test');
    insert into audit_events (organization_id, action, subject_type, details) values ${values.join(', ')};
  `);
  await database.migrateRest();
}, 120_000);

afterAll(async () => {
  await database?.close();
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
