import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { ProviderError } from '@/server/providers/provider-error';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import {
  type DeviceHistorySimulator,
  startDeviceHistorySimulator,
} from '../../../../simulators/device-history/start-device-history-simulator';
import { createDeviceHistoryClient, type DeviceHistoryClientOptions } from './http-client';
import { signedJsonRequest } from './signed-authorization';

const credentials = { accountId: '4711', secretKey: 'client-test-secret', storeId: 42 };

let simulator: DeviceHistorySimulator;
beforeAll(async () => {
  simulator = await startDeviceHistorySimulator({ port: 0, credentials });
});
afterAll(() => simulator.close());

async function failure(imei: string, options: Partial<DeviceHistoryClientOptions> = {}) {
  const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials, ...options });
  const started = Date.now();
  const error = await client.search({ imei }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ProviderError && error.provider === 'device-history'))
    throw new Error(`expected a device-history ProviderError, got ${String(error)}`);
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

  it('never retries a 500: the search may have been charged and recorded', async () => {
    const imei = scenarioImei('server-error');
    const before = simulator.countSearches(imei);
    const { error } = await failure(imei, { retries: 3 });
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 1, status: 500 });
    expect(error.message).toBe(messages.deviceHistoryUnavailable);
    expect(simulator.countSearches(imei) - before).toBe(1);
  });

  it('never retries a reset once the request was sent', async () => {
    let calls = 0;
    const reset: typeof fetch = async () => {
      calls += 1;
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
      });
    };
    const { error } = await failure(scenarioImei('clean'), { fetch: reset, retries: 3 });
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 1 });
    expect(calls).toBe(1);
  });

  it('retries a refused connection (nothing was sent) as often as allowed, inside the budget', async () => {
    let calls = 0;
    const refused: typeof fetch = async () => {
      calls += 1;
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
      });
    };
    const { error: once } = await failure(scenarioImei('clean'), { fetch: refused });
    expect(once).toMatchObject({ kind: 'unavailable', attempts: 2 });
    calls = 0;
    const { error: never } = await failure(scenarioImei('clean'), { fetch: refused, retries: 0 });
    expect(never).toMatchObject({ attempts: 1 });
    expect(calls).toBe(1);
    const { error, elapsedMs } = await failure(scenarioImei('clean'), {
      fetch: refused,
      timeoutMs: 250,
      retries: 5,
    });
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

  it('reports an answer without a verdict as no check', async () => {
    const wrongShape: typeof fetch = async () =>
      Response.json({ serial: '353328110000013', serialdetails: { wellformedimei: true }, result: 'green' });
    const { error } = await failure('353328110000013', { fetch: wrongShape });
    expect(error).toMatchObject({ kind: 'no-verdict', message: messages.deviceHistoryNoVerdict });
    expect(error.detail).toContain('checkmendstatus');
  });

  it('reads an errors envelope as an error even on a 200', async () => {
    const envelope: typeof fetch = async () =>
      Response.json({ errors: [{ id: 1, message: 'The GAPI is currently unavailable.' }] });
    const { error } = await failure('353328110000013', { fetch: envelope });
    expect(error).toMatchObject({ kind: 'unavailable', status: 200, attempts: 1 });
  });

  it("shows the provider's own message for an error id it does not know", async () => {
    const unknown: typeof fetch = async () =>
      Response.json({ errors: [{ id: 999, message: 'This store is suspended.' }] }, { status: 400 });
    const { error } = await failure('353328110000013', { fetch: unknown });
    expect(error).toMatchObject({ kind: 'rejected', message: 'This store is suspended.' });
  });

  it('reports an HTML 500 page as the service unavailable', async () => {
    const html: typeof fetch = async () =>
      new Response('<html><body><h1>500 Internal Server Error</h1></body></html>', {
        status: 500,
        headers: { 'content-type': 'text/html' },
      });
    const { error } = await failure('353328110000013', { fetch: html });
    expect(error).toMatchObject({ kind: 'unavailable', status: 500, attempts: 1 });
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

  it('reports error 306 as search credits exhausted, keeping every provider error', async () => {
    const { error } = await failure(scenarioImei('insufficient-credits'));
    expect(error).toMatchObject({ kind: 'no-credits', attempts: 1, status: 400 });
    expect(error.message).toBe('Search credits exhausted: contact your account manager');
    expect(error.providerErrors).toEqual([{ id: 306, message: 'Insufficient Credits' }]);
    expect(error.detail).toContain('306 Insufficient Credits');
  });

  it('retries once when nothing listens, then reports the service unavailable', async () => {
    const gone = await startDeviceHistorySimulator({ port: 0, credentials });
    await gone.close();
    const { error } = await failure(scenarioImei('clean'), { baseUrl: gone.url });
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 2, status: null });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('never lets anything but a device-history ProviderError out, whatever fetch throws', async () => {
    const throwsString: typeof fetch = () => {
      throw 'boom';
    };
    const { error } = await failure(scenarioImei('clean'), { fetch: throwsString, retries: 0 });
    expect(error).toMatchObject({ kind: 'unavailable', detail: 'network error: boom' });
  });

  it('reports any 3xx, such as 304, as an answer that is not one (redirect), tried once', async () => {
    const notModified: typeof fetch = async () => new Response(null, { status: 304 });
    const { error } = await failure(scenarioImei('clean'), { fetch: notModified });
    expect(error).toMatchObject({ kind: 'redirect', status: 304, attempts: 1 });
  });

  it('asks fetch never to follow a redirect, and refuses an answer over 1 MB unread', async () => {
    const seen: RequestInit[] = [];
    const huge: typeof fetch = async (_url, init) => {
      seen.push(init ?? {});
      return new Response('x'.repeat(1024 * 1024 + 1), { status: 200 });
    };
    const { error } = await failure(scenarioImei('clean'), { fetch: huge });
    expect(seen[0]?.redirect).toBe('manual');
    expect(error).toMatchObject({ kind: 'bad-response', attempts: 1 });
    expect(error.detail).toMatch(/larger than 1048576 bytes/);
  });
});

describe('answers that are not what they claim to be, against the simulator', () => {
  function logged() {
    const lines: Array<{ level: 'warn' | 'error'; details: object; message: string }> = [];
    const log = {
      warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
      error: (details: object, message: string) => lines.push({ level: 'error', details, message }),
    };
    return { lines, log };
  }

  it.each(['redirect', 'redirect-302'] as const)(
    '%s: not followed, the other host receives nothing, and the target host is logged',
    async (name) => {
      const { lines, log } = logged();
      const before = simulator.countRedirected();
      const { error } = await failure(scenarioImei(name), { log });
      expect(error).toMatchObject({ kind: 'redirect', attempts: 1, message: messages.deviceHistoryRedirect });
      expect(simulator.countRedirected()).toBe(before);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'error',
          details: expect.objectContaining({
            detail: expect.stringMatching(/redirect to host localhost:\d+/),
          }),
        }),
      ]);
    },
  );

  it('the redirect would have reached a host answering green (what a client that follows it stores)', async () => {
    const imei = scenarioImei('redirect');
    const before = simulator.countRedirected();
    const { body, headers } = signedJsonRequest(credentials, { serial: imei, storeid: credentials.storeId });
    const followed = await fetch(`${simulator.url}/claimscheck/search`, { method: 'POST', headers, body });
    expect(await followed.json()).toMatchObject({ serial: imei, checkmendstatus: { result: 'green' } });
    expect(simulator.countRedirected()).toBe(before + 1);
  });

  it('other-serial: refused as about another device, and logged', async () => {
    const { lines, log } = logged();
    const { error } = await failure(scenarioImei('other-serial'), { log });
    expect(error).toMatchObject({ kind: 'other-device', message: messages.deviceHistoryOtherDevice });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', message: expect.stringMatching(/another serial/) }),
    ]);
  });

  it('large-answer: refused unread as unreadable, tried once', async () => {
    const { error } = await failure(scenarioImei('large-answer'));
    expect(error).toMatchObject({
      kind: 'bad-response',
      attempts: 1,
      message: messages.deviceHistoryBadResponse,
    });
  });

  it('busy: its own failure with the wait in the message, tried once', async () => {
    const imei = scenarioImei('busy');
    const before = simulator.countSearches(imei);
    const { error } = await failure(imei);
    expect(error).toMatchObject({
      kind: 'busy',
      status: 429,
      retryAfterSeconds: 120,
      message: 'The device-history service is busy: try again in 120 seconds',
    });
    expect(simulator.countSearches(imei)).toBe(before + 1);
  });

  it('verdict-caution: read as red, and the unknown word is logged', async () => {
    const { lines, log } = logged();
    const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials, log });
    const result = await client.search({ imei: scenarioImei('verdict-caution') });
    expect(result.certificate.result).toBe('red');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', details: expect.objectContaining({ verdict: 'caution' }) }),
    ]);
  });

  it('verdict-uppercase: read as green', async () => {
    const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials });
    expect((await client.search({ imei: scenarioImei('verdict-uppercase') })).certificate.result).toBe(
      'green',
    );
  });
});
