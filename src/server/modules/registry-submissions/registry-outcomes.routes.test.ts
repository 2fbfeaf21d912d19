import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryMessages } from '@/domain/registry-messages';
import { createDeviceHistoryClient } from '@/server/providers/device-history/http-client';
import { createRegistryClient } from '@/server/providers/device-history/registry-client';
import { OTHER_REFUSAL } from '../../../../simulators/device-history/play-submit-behaviour';
import {
  type RegistryScenarioName,
  registryScenarioImei,
} from '../../../../simulators/device-history/registry-scenarios';
import {
  type DeviceHistorySimulator,
  startDeviceHistorySimulator,
} from '../../../../simulators/device-history/start-device-history-simulator';
import {
  QUICK_RETRIES,
  settledRegistry,
  settleOne,
  WORKING,
} from '../../../../tests/support/registry-test-support';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/**
 * Each answer the registry may give to one settlement, over HTTP against the simulator, with the number of
 * submissions it received: a settled claim is registered once, never again on its own.
 */
const credentials = { accountId: '4711', secretKey: 'registry-outcomes-secret', storeId: 5 };
/** Our wait for a submission's answer in these tests: the simulator's slow answer comes long after (30 s). */
const TIMEOUT_MS = 3000;
/** Longer than a retry's pause (1 s with QUICK_RETRIES) and a poll: what was not resent by then is not resent. */
const PAST_A_RETRY_MS = 2000;
/** Each test waits for the workers (polling every 0.5 s) through a settlement, an answer and perhaps a retry. */
const SLOW_MACHINE = { timeout: 90_000 };

let simulator: DeviceHistorySimulator;
let t: TestApp;
/** Attempts still to be sent to a port nobody listens on (a refused connection) instead of the simulator. */
let refuseNext = 0;
let closedPort = 0;
let refused = 0;
const refusing: typeof fetch = (url, init) => {
  if (refuseNext === 0) return globalThis.fetch(url, init);
  refuseNext -= 1;
  refused += 1;
  return globalThis.fetch(`http://127.0.0.1:${closedPort}/claimscheck/submitclaim`, init);
};

beforeAll(async () => {
  closedPort = await portNobodyListensOn();
  simulator = await startDeviceHistorySimulator({ port: 0, credentials });
  t = await createTestApp({
    env: { ...WORKING, ...QUICK_RETRIES },
    deviceHistory: createDeviceHistoryClient({ baseUrl: simulator.url, credentials }),
    registry: createRegistryClient({
      baseUrl: simulator.url,
      credentials,
      itemCategory: 1,
      timeoutMs: TIMEOUT_MS,
      fetch: refusing,
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await simulator?.close();
});

let serial = 0;
const freshImei = (name: RegistryScenarioName) =>
  registryScenarioImei(name, String(++serial).padStart(4, '0'));
const registrations = (imei: string) =>
  simulator.submissions().filter((submitted) => submitted.serials.includes(imei)).length;

async function portNobodyListensOn(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Settles a check of the IMEI, waits for its registration to end, then a while longer for any resend. */
async function settleWith(imei: string, { reference }: { reference?: string | null } = {}) {
  const settled = await settleOne(t, { imei, reference });
  const registry = await settledRegistry(t, settled.id, settled.cookie, 30_000);
  await delay(PAST_A_RETRY_MS);
  return { ...settled, registry };
}

describe('each registry answer ends in the right state, the claim sent once', SLOW_MACHINE, () => {
  it('a 2xx without a transaction id: registered, without an id', async () => {
    const imei = freshImei('submit-no-transaction-id');
    const { registry } = await settleWith(imei);
    expect(registry).toMatchObject({ status: 'registered', transactionId: null, error: null });
    expect(simulator.countSubmissions(imei)).toBe(1);
    expect(registrations(imei)).toBe(1);
  });

  it('an answer slower than our timeout: outcome unknown, never sent again on its own', async () => {
    const imei = freshImei('submit-slow');
    const { registry } = await settleWith(imei);
    expect(registry).toMatchObject({ status: 'unknown', error: registryMessages.timedOut(3) });
    expect(simulator.countSubmissions(imei)).toBe(1);
    expect(registrations(imei)).toBe(1);
  });

  it('a connection reset after sending: outcome unknown, never sent again on its own', async () => {
    const imei = freshImei('submit-reset');
    const { registry } = await settleWith(imei);
    expect(registry.status).toBe('unknown');
    expect(registry.error).toMatch(/^The connection to the registry broke after the claim was sent/);
    expect(simulator.countSubmissions(imei)).toBe(1);
  });

  it('a duplicate-claim refusal: registered (the registry already holds it)', async () => {
    const imei = freshImei('submit-duplicate');
    const { registry } = await settleWith(imei);
    expect(registry).toMatchObject({ status: 'registered', transactionId: null, error: null });
    expect(simulator.countSubmissions(imei)).toBe(1);
    expect(registrations(imei)).toBe(1);
  });

  it("any other refusal: failed with the registry's message, not retried", async () => {
    const imei = freshImei('submit-refused');
    const { registry } = await settleWith(imei);
    expect(registry).toMatchObject({
      status: 'failed',
      error: registryMessages.refused(400, `400 ${OTHER_REFUSAL}`),
    });
    expect(simulator.countSubmissions(imei)).toBe(1);
    expect(registrations(imei)).toBe(0);
  });

  it('error id 1 (unavailable): sent again by the queue, then registered once', async () => {
    const imei = freshImei('submit-unavailable-once');
    const { registry } = await settleWith(imei);
    expect(registry).toMatchObject({ status: 'registered', error: null });
    expect(registry.transactionId).toMatch(/^CLAIMSCHECK:CLAIM:/);
    expect(simulator.countSubmissions(imei)).toBe(2);
    expect(registrations(imei)).toBe(1);
  });

  it('a refused connection: sent again by the queue, then registered once', async () => {
    const imei = freshImei('submit-no-transaction-id');
    refuseNext = 1;
    const { registry } = await settleWith(imei);
    expect(registry).toMatchObject({ status: 'registered', error: null });
    expect(refused).toBe(1);
    expect(simulator.countSubmissions(imei)).toBe(1);
    expect(registrations(imei)).toBe(1);
  });

  it('an HTML 500 that does not say: outcome unknown, not sent again', async () => {
    const imei = freshImei('submit-error');
    const { registry } = await settleWith(imei);
    expect(registry).toMatchObject({ status: 'unknown', error: registryMessages.answeredWithoutSaying(500) });
    expect(simulator.countSubmissions(imei)).toBe(1);
  });

  it('leaves out a claim reference that is not known', async () => {
    const imei = freshImei('submit-no-transaction-id');
    await settleWith(imei, { reference: null });
    const [sent] = simulator.submissions().filter((submitted) => submitted.serials.includes(imei));
    expect(sent).toBeDefined();
    expect(sent).not.toHaveProperty('claimreference');
  });
});

describe('an outcome unknown, resolved by an org admin', SLOW_MACHINE, () => {
  it('Confirm registered records it registered and sends nothing', async () => {
    const imei = freshImei('submit-slow');
    const { id, cookie } = await settleWith(imei);
    const admin = await t.signIn('admin@demo.test');
    const confirmed = await t.post(
      `/api/v1/settled-claims/${id}/registry-confirmation`,
      {},
      { cookie: admin },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'registered' });
    expect(await settledRegistry(t, id, cookie, 30_000)).toMatchObject({
      status: 'registered',
      transactionId: null,
    });
    await delay(PAST_A_RETRY_MS);
    expect(simulator.countSubmissions(imei)).toBe(1);
  });

  it('Send again sends it once more, as asked: the risk is real, the registry may then hold it twice', async () => {
    const imei = freshImei('submit-reset');
    const { id, cookie } = await settleWith(imei);
    const admin = await t.signIn('admin@demo.test');
    const again = await t.post(`/api/v1/settled-claims/${id}/registry-resubmission`, {}, { cookie: admin });
    expect(again.statusCode, again.body).toBe(202);
    const registry = await settledRegistry(t, id, cookie, 30_000);
    // The reset scenario breaks every connection: the second attempt's outcome is unknown too, and it was sent.
    expect(registry.status).toBe('unknown');
    await delay(PAST_A_RETRY_MS);
    expect(simulator.countSubmissions(imei)).toBe(2);
    expect(registrations(imei)).toBe(2);
  });
});
