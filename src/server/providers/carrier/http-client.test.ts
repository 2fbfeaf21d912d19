import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '@/server/providers/provider-error';
import { CARRIER_SCENARIOS, scenarioImeiOf } from '../../../../simulators/carrier/scenarios';
import {
  type CarrierSimulator,
  startCarrierSimulator,
} from '../../../../simulators/carrier/start-carrier-simulator';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { readCarrierConfig } from './env';
import { createCarrierClient } from './http-client';

const TOKEN = 'test-carrier-token';
let simulator: CarrierSimulator;

beforeAll(async () => {
  simulator = await startCarrierSimulator({ port: 0, token: TOKEN });
});
afterAll(() => simulator.close());

const client = (overrides: { token?: string; timeoutMs?: number } = {}) =>
  createCarrierClient({ baseUrl: simulator.url, token: TOKEN, timeoutMs: 2000, ...overrides });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect(error).toMatchObject({ provider: 'carrier' });
  return error as ProviderError;
}

type Scenario = (typeof CARRIER_SCENARIOS)[number];
const answering = CARRIER_SCENARIOS.filter(
  (scenario): scenario is Extract<Scenario, { status: unknown }> => 'status' in scenario,
);

describe('the carrier client against the simulator', () => {
  it.each(answering.map((scenario) => [scenario.name, scenario]))(
    'reads the %s answer with every field of the carrier response',
    async (_name, scenario) => {
      const imei = scenarioImeiOf(scenario.name);
      const answer = await client().checkDevice(imei);
      expect(answer).toMatchObject({ imei, ...scenario.status });
      expect(Object.keys(answer).sort()).toEqual(
        [
          'description',
          'developerCode',
          'deviceImageUrl',
          'deviceSku',
          'deviceStatus',
          'deviceType',
          'errorCode',
          'esnStatus',
          'imei',
          'model',
          'partNumber',
          'productId',
        ].sort(),
      );
    },
  );

  it('answers any other IMEI the same way each time, clean or eligible, with a picture on the simulator', async () => {
    const imei = makeImei();
    const first = await client().checkDevice(imei);
    expect(await client().checkDevice(imei)).toEqual(first);
    expect(['CLEAN', 'ELIGIBLE']).toContain(first.esnStatus);
    expect(first.deviceImageUrl?.startsWith(`${simulator.url}/images/`)).toBe(true);
    const image = await client().fetchDeviceImage(first.deviceImageUrl as string);
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.bytes.toString('utf8')).toContain(first.model);
  });

  it.each([
    ['upstream-error', 'unavailable', 3],
    ['server-error', 'unavailable', 3],
    ['malformed-json', 'bad-response', 1],
    ['credentials-rejected', 'unauthorised', 1],
  ] as const)('turns the %s fault into a %s error after %i attempt(s)', async (name, kind, attempts) => {
    const imei = scenarioImeiOf(name);
    const before = simulator.countChecks(imei);
    const error = await failure(client().checkDevice(imei));
    expect(error.kind).toBe(kind);
    expect(error.attempts).toBe(attempts);
    expect(simulator.countChecks(imei) - before).toBe(attempts);
  });

  it('gives up on a slow carrier within its budget, without retrying', async () => {
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 300 }).checkDevice(scenarioImeiOf('slow')));
    expect(error.kind).toBe('timeout');
    expect(error.attempts).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is refused with a wrong token', async () => {
    const error = await failure(client({ token: 'wrong' }).checkDevice(scenarioImeiOf('clean')));
    expect(error.kind).toBe('unauthorised');
  });

  it('treats an unreachable carrier as unavailable', async () => {
    const closed = await startCarrierSimulator({ port: 0, token: TOKEN });
    await closed.close();
    const offline = createCarrierClient({ baseUrl: closed.url, token: TOKEN, timeoutMs: 1000 });
    expect((await failure(offline.checkDevice(scenarioImeiOf('clean')))).kind).toBe('unavailable');
  });

  it.each([
    ['another origin', 'http://127.0.0.1:1/images/apple-iphone-15-pro.svg'],
    ['a missing picture', '/images/no-such-device.svg'],
    ['a JSON answer', '/v1/device-checks'],
    ['not a URL', 'not a url'],
  ])('refuses a device picture at %s', async (_name, path) => {
    const url = path.startsWith('/') ? `${simulator.url}${path}` : path;
    expect((await failure(client().fetchDeviceImage(url))).kind).toBe('bad-response');
  });
});

describe('readCarrierConfig', () => {
  it('is null without a URL, and halts boot for a URL without a token', () => {
    expect(readCarrierConfig({ CARRIER_CHECK_TIMEOUT_MS: 5000 })).toBeNull();
    expect(() =>
      readCarrierConfig({ CARRIER_CHECK_URL: 'https://carrier.example', CARRIER_CHECK_TIMEOUT_MS: 5000 }),
    ).toThrow('CARRIER_CHECK_TOKEN is required');
    expect(
      readCarrierConfig({
        CARRIER_CHECK_URL: 'https://carrier.example',
        CARRIER_CHECK_TOKEN: 't',
        CARRIER_CHECK_TIMEOUT_MS: 4000,
      }),
    ).toEqual({ baseUrl: 'https://carrier.example', token: 't', timeoutMs: 4000 });
  });
});
