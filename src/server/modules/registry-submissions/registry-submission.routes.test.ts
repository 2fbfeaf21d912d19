import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { registryMessages } from '@/domain/registry-messages';
import { createDeviceHistoryClient } from '@/server/providers/device-history/http-client';
import { createRegistryClient } from '@/server/providers/device-history/registry-client';
import { startDeviceHistorySimulator } from '../../../../simulators/device-history/start-device-history-simulator';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import {
  fakeRegistry,
  ONE_POLL_MS,
  QUICK_RETRIES,
  registryOf,
  settledRegistry,
  settleOne,
  setupRegistryApps,
  WORKING,
} from '../../../../tests/support/registry-test-support';
import { send } from '../../../../tests/support/review-test-support';

const { start } = setupRegistryApps();

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
      expect.objectContaining({
        imei,
        claimReference: 'CLM-2026-0042',
        make: 'APPLE',
        model: 'IPHONE 7',
        claimDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    await delay(ONE_POLL_MS);
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
      requireTwoFactor: false,
      bulkIntakesAtOnce: 2,
      bulkApprovalAboveRows: null,
      searchMonthlyBudget: 0,
      serviceLevelDays: { 'fast-track': 1, review: 3, refer: 10 },
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
    // A change names only what it changes; the other setting stays.
    expect(off.json()).toEqual({
      registrySubmission: false,
      requireTwoFactor: false,
      bulkIntakesAtOnce: 2,
      bulkApprovalAboveRows: null,
      searchMonthlyBudget: 0,
      serviceLevelDays: { 'fast-track': 1, review: 3, refer: 10 },
    });

    const { id, cookie } = await settleOne(t);
    await delay(ONE_POLL_MS);
    expect(await registryOf(t, id, cookie)).toMatchObject({ status: 'off', transactionId: null });
    expect(fake.sent).toHaveLength(0);
    // Another organisation's setting is its own.
    expect(
      (await t.get('/api/v1/organisation-settings', { cookie: await t.signIn('admin@other.test') })).json(),
    ).toMatchObject({ registrySubmission: true });
  });

  it("retries one that never reached the registry with back-off, fails it after the last attempt, and an admin's Retry sends it again", async () => {
    const fake = fakeRegistry();
    fake.set('fail');
    const t = await start({ env: { ...WORKING, ...QUICK_RETRIES }, registry: fake.registry });
    const { id, cookie } = await settleOne(t);

    const failed = await settledRegistry(t, id, cookie, 15_000);
    expect(failed).toMatchObject({ status: 'failed', transactionId: null });
    expect(failed.error).toBe(registryMessages.unreachable('connect ECONNREFUSED'));
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
    expect(again.json().message).toBe(registryMessages.notRetryable);
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
      const { id, imei, checkedAt, cookie } = await settleOne(t);
      const registry = await settledRegistry(t, id, cookie);
      expect(registry).toMatchObject({
        status: 'registered',
        transactionId: simulator.submissions()[0]?.transactionid,
      });
      expect(simulator.countSubmissions(imei)).toBe(1);
      expect(simulator.submissions()[0]).toMatchObject({
        claimtype: 'settled',
        itemcategory: 1,
        serials: [imei],
        storeid: 5,
        make: 'APPLE',
        model: 'IPHONE 7',
        itemdescription: expect.stringMatching(/^APPLE IPHONE 7\b/),
        // The date the claim was made (the intake's day, no FNOL loss date), in the documented form.
        claimdate: `${checkedAt.toISOString().slice(0, 10)} 00:00:00`,
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
