import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '@/server/audit/verify-audit-chain';
import { databaseBefore } from '../../../tests/support/migrated-before';
import { chainUnhashedEvents } from './audit-chain';
import type { Database } from './client';
import { parsedForDrizzle } from './pglite-parsers';
import * as schema from './schema/index';

/**
 * The events written before the audit chain existed take their places in it by time, and the app hashes them once:
 * each organisation's chain (and the platform's) then verifies.
 */
const ORG = '00000000-0000-4000-8000-000000000001';
let database: Awaited<ReturnType<typeof databaseBefore>>;
let db: Database;

beforeAll(async () => {
  database = await databaseBefore('0043_audit_chain');
  // Written out of time order, with times to the microsecond as PostgreSQL keeps them.
  await database.client.exec(`
    insert into organizations (id, name, domain) values ('${ORG}', 'Audited Insurance', 'audited.test');
    insert into audit_events (organization_id, action, subject_type, details, created_at) values
      ('${ORG}', 'claim.denied', 'claim', '{"b": 2, "a": [1, 2.5]}', '2026-01-02T10:00:00.123456Z'),
      ('${ORG}', 'claim.settled', 'claim', null, '2026-01-01T10:00:00.999999Z'),
      (null, 'sign_in.failed', 'user', '{"email": "nobody@nowhere.test"}', '2026-01-01T11:00:00.5Z');
  `);
  await database.migrateRest();
  db = drizzle({ client: parsedForDrizzle(database.client), schema }) as unknown as Database;
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('migration 0043 and the one-time hashing', () => {
  it('places the earlier events by time, hashes them in that order, and each chain verifies', async () => {
    const { rows } = await database.client.query<{ action: string; position: number; at: string }>(
      `select action, chain_position::int as position, to_char(created_at at time zone 'UTC', 'HH24:MI:SS.US') as at
       from audit_events order by organization_id nulls first, chain_position`,
    );
    expect(rows).toEqual([
      { action: 'sign_in.failed', position: 1, at: '11:00:00.500000' },
      { action: 'claim.settled', position: 1, at: '10:00:00.999000' },
      { action: 'claim.denied', position: 2, at: '10:00:00.123000' },
    ]);
    expect(await verifyAuditChain(db, ORG)).toMatchObject({ verified: false, events: 2 });

    expect(await chainUnhashedEvents(db)).toBe(3);
    expect(await verifyAuditChain(db, ORG)).toEqual({ verified: true, events: 2 });
    expect(await verifyAuditChain(db, null)).toEqual({ verified: true, events: 1 });
    expect(await chainUnhashedEvents(db)).toBe(0);
  });
});
