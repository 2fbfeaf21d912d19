import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import {
  type DeviceHistorySimulator,
  startDeviceHistorySimulator,
} from '../../../../simulators/device-history/start-device-history-simulator';
import { messages } from '../../../domain/messages';
import { DeviceHistoryError } from './device-history-error';
import { createDeviceHistoryClient, type DeviceHistoryClientOptions } from './http-client';

const credentials = { accountId: '4711', secretKey: 'client-test-secret', storeId: 42 };

let simulator: DeviceHistorySimulator;
beforeAll(async () => {
  simulator = await startDeviceHistorySimulator({ port: 0, credentials });
});
afterAll(() => simulator.close());

async function failure(imei: string, options: Partial<DeviceHistoryClientOptions> = {}) {
  const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials, ...options });
  const started = Date.now();
  const error = await client.search(imei).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DeviceHistoryError))
    throw new Error(`expected a DeviceHistoryError, got ${String(error)}`);
  return { error, elapsedMs: Date.now() - started };
}

describe('device-history client failures', () => {
  it('gives up on a slow answer after its timeout, without retrying', async () => {
    const imei = scenarioImei('slow');
    const { error, elapsedMs } = await failure(imei, { timeoutMs: 300 });
    expect(error).toMatchObject({ kind: 'timeout', attempts: 1, message: messages.deviceHistoryTimeout });
    expect(elapsedMs).toBeGreaterThanOrEqual(290);
    expect(elapsedMs).toBeLessThan(2000);
    expect(simulator.countSearches(imei)).toBe(1);
  });

  it('retries a 500 twice with back-off, then reports the service unavailable', async () => {
    const imei = scenarioImei('server-error');
    const before = simulator.countSearches(imei);
    const { error, elapsedMs } = await failure(imei);
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 3, status: 500 });
    expect(error.message).toBe(messages.deviceHistoryUnavailable);
    expect(simulator.countSearches(imei) - before).toBe(3);
    // Pauses of 100 ms and 200 ms between the three attempts.
    expect(elapsedMs).toBeGreaterThanOrEqual(290);
  });

  it('tries once when retries are off', async () => {
    const { error } = await failure(scenarioImei('server-error'), { retries: 0 });
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 1 });
  });

  it('stops retrying when the next pause would not end inside the budget', async () => {
    const { error, elapsedMs } = await failure(scenarioImei('server-error'), { timeoutMs: 250, retries: 5 });
    expect(error.kind).toBe('unavailable');
    expect(error.attempts).toBeLessThanOrEqual(2);
    expect(elapsedMs).toBeLessThan(250);
  });

  it('reports a cut-off JSON answer as a bad response, without retrying', async () => {
    const imei = scenarioImei('malformed-json');
    const { error } = await failure(imei);
    expect(error).toMatchObject({
      kind: 'bad-response',
      attempts: 1,
      message: messages.deviceHistoryBadResponse,
    });
    expect(simulator.countSearches(imei)).toBe(1);
  });

  it('reports JSON of the wrong shape as a bad response', async () => {
    const wrongShape: typeof fetch = async () =>
      Response.json({ serial: '353328110000013', result: 'green' });
    const { error } = await failure('353328110000013', { fetch: wrongShape });
    expect(error.kind).toBe('bad-response');
    expect(error.detail).toContain('serialdetails');
  });

  it('reports wrong credentials as unauthorised, without retrying', async () => {
    const { error } = await failure(scenarioImei('clean'), {
      credentials: { ...credentials, secretKey: 'wrong' },
    });
    expect(error).toMatchObject({ kind: 'unauthorised', attempts: 1, status: 401 });
    expect(error.message).toBe(messages.deviceHistoryUnauthorised);
    expect(error.providerErrors).toEqual([{ id: 401, message: 'Authentication failed' }]);
  });

  it('reports the credentials-rejected scenario as unauthorised', async () => {
    const { error } = await failure(scenarioImei('credentials-rejected'));
    expect(error).toMatchObject({ kind: 'unauthorised', attempts: 1 });
  });

  it("reads the provider's own outage code (error id 1 on a 400) as unavailable, without retrying", async () => {
    const { error } = await failure(scenarioImei('provider-unavailable'));
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 1, status: 400 });
    expect(error.providerErrors).toEqual([{ id: 1, message: 'The GAPI is currently unavailable.' }]);
  });

  it('reports other 4xx errors as rejected, keeping every provider error', async () => {
    const { error } = await failure(scenarioImei('insufficient-credits'));
    expect(error).toMatchObject({ kind: 'rejected', attempts: 1, status: 400 });
    expect(error.message).toBe(messages.deviceHistoryRejected);
    expect(error.providerErrors).toEqual([{ id: 306, message: 'Insufficient Credits' }]);
    expect(error.detail).toContain('306 Insufficient Credits');
  });

  it('retries when nothing listens, then reports the service unavailable', async () => {
    const gone = await startDeviceHistorySimulator({ port: 0, credentials });
    await gone.close();
    const { error } = await failure(scenarioImei('clean'), { baseUrl: gone.url });
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 3, status: null });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('never lets anything but a DeviceHistoryError out, whatever fetch throws', async () => {
    const throwsString: typeof fetch = () => {
      throw 'boom';
    };
    const { error } = await failure(scenarioImei('clean'), { fetch: throwsString, retries: 0 });
    expect(error).toMatchObject({ kind: 'unavailable', detail: 'network error: boom' });
  });

  it('reports an unexpected status such as 304 as a bad response', async () => {
    const notModified: typeof fetch = async () => new Response(null, { status: 304 });
    const { error } = await failure(scenarioImei('clean'), { fetch: notModified });
    expect(error).toMatchObject({ kind: 'bad-response', status: 304 });
  });
});
