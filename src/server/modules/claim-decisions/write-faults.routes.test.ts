import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { claimChecks, settledClaims } from '@/server/db/schema/checks';
import { claims, replacementDevices } from '@/server/db/schema/claims';
import { auditEvents } from '@/server/db/schema/platform';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { countRows } from '../../../../tests/support/count-rows';
import {
  dropConnectionOn,
  failWritesTo,
  SETTLE_WRITE_STEPS,
  type WriteOperation,
} from '../../../../tests/support/fault-injection';
import { insertChecks } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

const replacement = () => ({
  includesReplacement: true,
  replacement: { imei: makeImei(), make: 'Apple', model: 'iPhone 15', color: 'Blue', storage: '256GB' },
  notes: 'Screen replaced in store',
});

async function settle(checkId: string) {
  return t.post(`/api/v1/checks/${checkId}/settlement`, replacement(), {
    cookie: await t.signIn('member@demo.test'),
  });
}

/** Every row a settle or a cleanup writes, with the dashboard tallies the triggers keep. */
async function decisionRows() {
  const rows = await countRows(t, {
    claims,
    settled: settledClaims,
    devices: replacementDevices,
    checks: claimChecks,
    audit: auditEvents,
  });
  const result = (await t.services.db.execute(
    sql`select coalesce(sum(count), 0)::int as total from organization_tallies`,
  )) as unknown as { rows: Array<{ total: number }> };
  return { ...rows, tallied: Number(result.rows[0]?.total) };
}

/** Each write of 'Cleanup related claim', in the order it makes them. */
const CLEANUP_STEPS: Array<[string, WriteOperation]> = [
  ['replacement_devices', 'delete'],
  ['claims', 'delete'],
  ['audit_events', 'insert'],
];

describe('POST /api/v1/claim-cleanups when a write fails inside its transaction', () => {
  it.each(CLEANUP_STEPS)(
    'deletes nothing when the %s %s fails, and a retry deletes it all',
    async (table, operation) => {
      const [check] = await insertChecks(t);
      const imei = check?.imei ?? '';
      expect((await settle(check?.id ?? '')).statusCode).toBe(201);
      const cookie = await t.signIn('super@demo.test');
      const before = await decisionRows();
      expect(before).toMatchObject({ claims: 1, devices: 1 });

      const removeFault = await failWritesTo(t, table, operation);
      try {
        const response = await t.post('/api/v1/claim-cleanups', { imei }, { cookie });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR', message: messages.internalError });
      } finally {
        await removeFault();
      }
      expect(await decisionRows()).toEqual(before);

      const retry = await t.post('/api/v1/claim-cleanups', { imei }, { cookie });
      expect(retry.json()).toEqual({ claimsDeleted: 1, replacementDevicesDeleted: 1 });
      expect(await decisionRows()).toMatchObject({ claims: 0, devices: 0, audit: before.audit + 1 });
    },
  );
});

// The embedded database is one in-process session without signals: pg_terminate_backend(pg_backend_pid()) does
// nothing there (the transaction simply commits), so a dropped connection cannot be expressed on it.
describe.skipIf(!isPostgres)('POST /api/v1/checks/:id/settlement when the database connection drops', () => {
  it.each(SETTLE_WRITE_STEPS)(
    'leaves nothing partial when the connection ends at the %s %s, and the server settles it afterwards',
    async (table, operation) => {
      const [check] = await insertChecks(t);
      const checkId = check?.id ?? '';
      const cookie = await t.signIn('member@demo.test');
      const before = await decisionRows();

      const removeFault = await dropConnectionOn(t, table, operation);
      try {
        const started = Date.now();
        const response = await t.post(`/api/v1/checks/${checkId}/settlement`, replacement(), { cookie });
        // A session that survived would sit out the trigger's 5 s sleep before failing.
        expect(Date.now() - started).toBeLessThan(4_000);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR', message: messages.internalError });
      } finally {
        await removeFault();
      }
      expect(await decisionRows()).toEqual(before);

      expect((await t.get('/api/ready')).statusCode).toBe(200);
      const retry = await t.post(`/api/v1/checks/${checkId}/settlement`, replacement(), { cookie });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(await decisionRows()).toMatchObject({
        claims: 1,
        settled: 1,
        devices: 1,
        checks: before.checks - 1,
      });
    },
  );
});
