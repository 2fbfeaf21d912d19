import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startDeviceHistorySimulator } from '../../../../simulators/device-history/start-device-history-simulator';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { insertChecks, send } from '../../../../tests/support/review-test-support';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { registerMessages } from '../../../domain/register-messages';
import { settledClaims } from '../../db/schema/checks';
import { createDeviceHistoryClient } from '../../providers/device-history/http-client';
import type { DeviceRegistry, SettledClaimSubmission } from '../../providers/device-history/registry-client';
import { createRegistryClient, RegistryError } from '../../providers/device-history/registry-client';

const WORKING = { JOB_WORKERS: 'true', JOB_POLL_SECONDS: '0.5' };
const QUICK_RETRIES = { REGISTRY_RETRY_LIMIT: '1', REGISTRY_RETRY_DELAY_SECONDS: '1' };

/** A registry that records what it is sent; it answers, fails, or holds each submission until released. */
function fakeRegistry() {
  const sent: SettledClaimSubmission[] = [];
  let mode: 'answer' | 'fail' | 'hold' = 'answer';
  let release: () => void = () => {};
  const registry: DeviceRegistry = {
    async submitSettledClaim(submission) {
      sent.push(submission);
      if (mode === 'fail') throw new RegistryError('The registry answered HTTP 500 without a transaction id');
      if (mode === 'hold') await new Promise<void>((resolve) => (release = resolve));
      return { transactionId: `CLAIMSCHECK:CLAIM:${randomUUID()}` };
    },
  };
  return {
    registry,
    sent,
    set: (next: typeof mode) => {
      mode = next;
    },
    release: () => release(),
  };
}

const apps: TestApp[] = [];
let shared: TestDatabase | undefined;
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await shared?.close();
  shared = undefined;
});

async function start(options: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(options);
  apps.push(app);
  return app;
}

async function settleOne(t: TestApp) {
  const [check] = await insertChecks(t, { reference: () => 'CLM-2026-0042' });
  const cookie = await t.signIn('member@demo.test');
  const response = await t.post(
    `/api/v1/checks/${check?.id}/settlement`,
    { includesReplacement: false },
    { cookie },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().settledClaimId as string, imei: check?.imei, cookie };
}

async function registryOf(t: TestApp, id: string, cookie: string) {
  return (await t.get(`/api/v1/settled-claims/${id}`, { cookie })).json().registry;
}

/** Polls the details until the registration leaves pending/sending (the worker polls every 0.5 s). */
async function settledRegistry(t: TestApp, id: string, cookie: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const registry = await registryOf(t, id, cookie);
    if (!['pending', 'sending'].includes(registry.status) || Date.now() > until) return registry;
    await delay(200);
  }
}

describe('registering settled claims with the device-history registry', () => {
  it('registers a settled claim once, with its reference, and keeps the transaction id', async () => {
    const fake = fakeRegistry();
    const t = await start({ env: WORKING, registry: fake.registry });
    const { id, imei, cookie } = await settleOne(t);
    expect((await registryOf(t, id, cookie)).status).toMatch(/pending|sending|registered/);

    const registry = await settledRegistry(t, id, cookie);
    expect(registry).toMatchObject({ status: 'registered', error: null });
    expect(registry.transactionId).toMatch(/^CLAIMSCHECK:CLAIM:/);
    expect(fake.sent).toEqual([
      expect.objectContaining({ imei, claimReference: 'CLM-2026-0042', make: 'APPLE', model: 'IPHONE 7' }),
    ]);
    await delay(1_200);
    expect(fake.sent).toHaveLength(1);
    const list = (await t.get('/api/v1/settled-claims', { cookie })).json();
    expect(list.items[0]).toMatchObject({ id, registryStatus: 'registered' });
  });

  it('sends nothing for an organisation that turned submission off, and says so', async () => {
    const fake = fakeRegistry();
    const t = await start({ env: WORKING, registry: fake.registry });
    const admin = await t.signIn('admin@demo.test');
    const member = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/organisation-settings', { cookie: admin })).json()).toEqual({
      registrySubmission: true,
    });
    const put = (cookie: string) =>
      send(t, {
        method: 'PUT',
        url: '/api/v1/organisation-settings',
        cookie,
        payload: { registrySubmission: false },
      });
    const byMember = await put(member);
    expect(byMember.statusCode).toBe(403);
    const off = await put(admin);
    expect(off.statusCode, off.body).toBe(200);

    const { id, cookie } = await settleOne(t);
    await delay(1_200);
    expect(await registryOf(t, id, cookie)).toMatchObject({ status: 'off', transactionId: null });
    expect(fake.sent).toHaveLength(0);
    // Another organisation's setting is its own.
    expect(
      (await t.get('/api/v1/organisation-settings', { cookie: await t.signIn('admin@other.test') })).json(),
    ).toEqual({ registrySubmission: true });
  });

  it("retries a failure with back-off, marks it failed after the last attempt, and an admin's Retry sends it again", async () => {
    const fake = fakeRegistry();
    fake.set('fail');
    const t = await start({ env: { ...WORKING, ...QUICK_RETRIES }, registry: fake.registry });
    const { id, cookie } = await settleOne(t);

    const failed = await settledRegistry(t, id, cookie, 15_000);
    expect(failed).toMatchObject({ status: 'failed', transactionId: null });
    expect(failed.error).toContain('HTTP 500');
    expect(fake.sent).toHaveLength(2);

    const retryUrl = `/api/v1/settled-claims/${id}/registry-submission`;
    expect((await t.post(retryUrl, {}, { cookie })).statusCode).toBe(403);
    fake.set('answer');
    const admin = await t.signIn('admin@demo.test');
    const retried = await t.post(retryUrl, {}, { cookie: admin });
    expect(retried.statusCode, retried.body).toBe(202);
    expect(await settledRegistry(t, id, cookie)).toMatchObject({ status: 'registered' });
    expect(fake.sent).toHaveLength(3);

    const again = await t.post(retryUrl, {}, { cookie: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(registerMessages.registryNotRetryable);
  });
});

describe('registration with the registry over HTTP (the simulator)', () => {
  it('sends the signed submitclaim once; the device then answers red with our claim to everyone', async () => {
    const credentials = { accountId: '4711', secretKey: 'registry-test-secret', storeId: 5 };
    const simulator = await startDeviceHistorySimulator({ port: 0, credentials });
    try {
      const t = await start({
        env: WORKING,
        deviceHistory: createDeviceHistoryClient({ baseUrl: simulator.url, credentials }),
        registry: createRegistryClient({ baseUrl: simulator.url, credentials, itemCategory: 1 }),
      });
      const { id, imei, cookie } = await settleOne(t);
      const registry = await settledRegistry(t, id, cookie);
      expect(registry).toMatchObject({
        status: 'registered',
        transactionId: simulator.submissions()[0]?.transactionid,
      });
      expect(simulator.countSubmissions(imei ?? '')).toBe(1);
      expect(simulator.submissions()[0]).toMatchObject({
        claimtype: 'settled',
        itemcategory: 1,
        serials: [imei],
        storeid: 5,
        make: 'APPLE',
        model: 'IPHONE 7',
        claimdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        claimreference: 'CLM-2026-0042',
      });

      const other = await t.post('/api/v1/checks', makeIntake({ imei }), {
        cookie: await t.signIn('member@other.test'),
      });
      expect(other.statusCode, other.body).toBe(201);
      expect(other.json().report.certificate.result).toBe('red');
      expect(other.json().report.claims).toContainEqual(
        expect.objectContaining({ insurer: 'ClaimGuard (store 5)', claimType: 'settled' }),
      );
    } finally {
      await simulator.close();
    }
  });
});

describe('registration across a restart', () => {
  it('sends a submission queued before the restart from the next process, once', async () => {
    shared = await openTestDatabase();
    const fake = fakeRegistry();
    const before = await start({ database: shared, registry: fake.registry });
    const { id } = await settleOne(before);
    await before.close();
    expect(fake.sent).toHaveLength(0);

    const after = await start({ database: shared, env: WORKING, registry: fake.registry });
    const cookie = await after.signIn('member@demo.test');
    expect(await settledRegistry(after, id, cookie)).toMatchObject({ status: 'registered' });
    await delay(1_200);
    expect(fake.sent).toHaveLength(1);
  });

  it('finishes a submission in flight before stopping, and the next process does not send it again', async () => {
    shared = await openTestDatabase();
    const fake = fakeRegistry();
    fake.set('hold');
    const before = await start({ database: shared, env: WORKING, registry: fake.registry });
    const { id } = await settleOne(before);
    while (fake.sent.length === 0) await delay(100);
    setTimeout(() => fake.release(), 300);
    await before.close();

    const after = await start({ database: shared, env: WORKING, registry: fake.registry });
    const cookie = await after.signIn('member@demo.test');
    expect(await registryOf(after, id, cookie)).toMatchObject({ status: 'registered' });
    await delay(1_200);
    expect(fake.sent).toHaveLength(1);
  });

  it('never resends a submission cut off mid-flight (the process died): it is marked failed for an admin', async () => {
    shared = await openTestDatabase();
    const fake = fakeRegistry();
    const before = await start({ database: shared, registry: fake.registry });
    const { id } = await settleOne(before);
    // What a process that died after marking the attempt, and perhaps after the registry had it, leaves behind.
    await before.services.db
      .update(settledClaims)
      .set({ registryStatus: 'sending' })
      .where(eq(settledClaims.id, id));
    await before.close();

    const after = await start({ database: shared, env: WORKING, registry: fake.registry });
    const cookie = await after.signIn('member@demo.test');
    const registry = await settledRegistry(after, id, cookie);
    expect(registry).toMatchObject({ status: 'failed', error: registerMessages.registryOutcomeUnknown });
    expect(fake.sent).toHaveLength(0);
  });
});
