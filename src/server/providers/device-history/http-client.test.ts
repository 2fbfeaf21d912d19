import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@/domain/imei';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import { SCENARIOS, scenarioImei } from '../../../../simulators/device-history/scenarios';
import {
  type DeviceHistorySimulator,
  startDeviceHistorySimulator,
} from '../../../../simulators/device-history/start-device-history-simulator';
import { createDeviceHistoryClient, type DeviceHistoryCredentials } from './http-client';
import { parseDeviceHistoryAnswer } from './normalise';
import { signedAuthorization } from './signed-authorization';

const credentials: DeviceHistoryCredentials = {
  accountId: '4711',
  secretKey: 'client-test-secret',
  storeId: 42,
};
const parse = (serial: string) => parseDeviceHistoryAnswer(buildSearchResponse(serial));
const expectedFor = (serial: string) => {
  const parsed = parse(serial);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.result;
};

let simulator: DeviceHistorySimulator;
beforeAll(async () => {
  simulator = await startDeviceHistorySimulator({ port: 0, credentials });
});
afterAll(() => simulator.close());

describe('createDeviceHistoryClient against the simulator', () => {
  // Scenarios answering 200 with a verdict (the others are failures, tested with the faults).
  const answering = SCENARIOS.filter((scenario) => !('fault' in scenario) && parse(scenario.imei).ok);

  it.each(answering.map((scenario) => [scenario.name, scenario.imei] as const))(
    'reads the %s scenario',
    async (_name, imei) => {
      const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials });
      expect(await client.search({ imei })).toEqual(expectedFor(imei));
    },
  );

  it('reads any other IMEI the simulator derives an answer for', async () => {
    const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials });
    for (const first14 of ['35868609123456', '35004858000001', '86000000777777']) {
      const imei = `${first14}${luhnCheckDigit(first14)}`;
      expect(await client.search({ imei })).toEqual(expectedFor(imei));
    }
  });

  it('passes on what the provider says about a serial that is not a valid IMEI', async () => {
    const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials });
    expect(await client.search({ imei: '353328110000998' })).toMatchObject({
      isWellFormedImei: false,
      make: null,
    });
  });

  it('accepts a base URL with a trailing slash', async () => {
    const client = createDeviceHistoryClient({ baseUrl: `${simulator.url}/`, credentials });
    expect((await client.search({ imei: '353328110000013' })).serial).toBe('353328110000013');
  });
});

describe('what it logs', () => {
  it('names every fact an answer did not report in one warning, and logs refused credentials without secrets', async () => {
    const warnings: unknown[] = [];
    const errors: unknown[] = [];
    const log = {
      warn: (details: object) => warnings.push(details),
      error: (details: object) => errors.push(details),
    };
    const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials, log });
    await client.search({ imei: scenarioImei('core-only-red') });
    expect(warnings).toEqual([
      {
        serial: scenarioImei('core-only-red'),
        unreported: expect.arrayContaining([
          'blocklist.blocked (absent)',
          'claims (absent)',
          'fmipstatus (absent)',
        ]),
      },
    ]);
    await client.search({ imei: scenarioImei('clean') });
    expect(warnings).toHaveLength(1);

    const refused = createDeviceHistoryClient({
      baseUrl: simulator.url,
      credentials: { ...credentials, secretKey: 'not-the-secret' },
      log,
    });
    await expect(refused.search({ imei: scenarioImei('clean') })).rejects.toMatchObject({
      kind: 'unauthorised',
    });
    expect(errors).toEqual([
      { status: 401, providerErrors: [{ id: 401, message: 'Authentication failed' }] },
    ]);
    expect(JSON.stringify(errors)).not.toContain('not-the-secret');
  });
});

describe('the request it sends', () => {
  it('sends the claim reference, cut to the 50 characters the provider allows', async () => {
    const bodies: string[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      bodies.push(String(init?.body));
      return fetch(input, init);
    };
    const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials, fetch: recordingFetch });
    await client.search({ imei: '353328110000013', claimReference: ' CLM-2026-0042 ' });
    await client.search({ imei: '353328110000013', claimReference: 'R'.repeat(60) });
    await client.search({ imei: '353328110000013', claimReference: '   ' });
    expect(bodies.map((body) => JSON.parse(body).claimreference)).toEqual([
      'CLM-2026-0042',
      'R'.repeat(50),
      false,
    ]);
  });

  it('is the documented search: signed body, JSON headers, store id, false for no claim reference', async () => {
    const sent: Request[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      sent.push(new Request(input, init));
      return fetch(input, init);
    };
    const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials, fetch: recordingFetch });
    await client.search({ imei: '353328110000013' });

    const [request] = sent;
    if (!request) throw new Error('no request was sent');
    const body = await request.text();
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/claimscheck/search');
    expect(JSON.parse(body)).toEqual({ serial: '353328110000013', storeid: 42, claimreference: false });
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('authorization')).toBe(
      signedAuthorization({ accountId: '4711', secretKey: 'client-test-secret', body }),
    );
  });

  it('escapes non-ASCII characters and signs the escaped bytes', async () => {
    const bodies: string[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      bodies.push(String(init?.body));
      return fetch(input, init);
    };
    const client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials, fetch: recordingFetch });
    // The simulator refuses the serial (it allows only 0-9 A-Z), but only after the signature has matched.
    await expect(client.search({ imei: 'È1' })).rejects.toMatchObject({ kind: 'rejected', status: 400 });
    expect(bodies[0]).toContain('"serial":"\\u00c81"');
  });
});
