import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchResponse } from './build-search-response';
import { OFF_SHAPE_SCENARIOS } from './off-shape-scenarios';
import { scenarioImei } from './scenarios';
import { type DeviceHistorySimulator, startDeviceHistorySimulator } from './start-device-history-simulator';

const credentials = { accountId: '123', secretKey: 'simulator-test-secret' };

/** Signs as the vendor documents (Basic `accountId:sha1hex(secret + body)`), written out here so the test does not trust either side's helper. */
function post(
  simulator: DeviceHistorySimulator,
  body: string,
  options: { path?: string; secretKey?: string } = {},
) {
  const signature = createHash('sha1')
    .update(`${options.secretKey ?? credentials.secretKey}${body}`)
    .digest('hex');
  return fetch(`${simulator.url}${options.path ?? '/claimscheck/search'}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.accountId}:${signature}`).toString('base64')}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body,
  });
}
const search = (simulator: DeviceHistorySimulator, request: Record<string, unknown>) =>
  post(simulator, JSON.stringify({ storeid: 1, claimreference: false, ...request }));

describe('startDeviceHistorySimulator', () => {
  let simulator: DeviceHistorySimulator;
  beforeAll(async () => {
    simulator = await startDeviceHistorySimulator({ port: 0, credentials });
  });
  afterAll(() => simulator.close());

  it.each(['blocked', ...OFF_SHAPE_SCENARIOS.map(({ name }) => name)] as const)(
    'answers a signed search of %s with 200 and the built answer',
    async (name) => {
      const imei = scenarioImei(name);
      const response = await search(simulator, { serial: imei });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual(buildSearchResponse(imei));
    },
  );

  it('accepts a claim reference given as a string', async () => {
    const response = await search(simulator, { serial: scenarioImei('clean'), claimreference: 'CLM-000123' });
    expect(response.status).toBe(200);
  });

  it('resolves a crime-reference search to its serial, ignoring any serial sent', async () => {
    const response = await search(simulator, { crimereference: 'BF/08/1090', serial: scenarioImei('clean') });
    expect(await response.json()).toMatchObject({ serial: scenarioImei('stolen') });
  });

  it('answers 401 in the error envelope when the signature does not match', async () => {
    const response = await post(simulator, JSON.stringify({ serial: scenarioImei('clean'), storeid: 1 }), {
      secretKey: 'wrong',
    });
    expect(response.status).toBe(401);
    expect(response.statusText).toBe('Authentication failed');
    expect(await response.json()).toEqual({ errors: [{ id: 401, message: 'Authentication failed' }] });
  });

  it('answers 401 without any Authorization header', async () => {
    const response = await fetch(`${simulator.url}/claimscheck/search`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });

  it.each([
    ['a body that is not JSON', '{"serial":', 'The request body is not well-formed JSON.'],
    ['no storeid', JSON.stringify({ serial: '353328110000013' }), 'A storeid (integer) is required.'],
    [
      'neither serial nor crime reference',
      JSON.stringify({ storeid: 1 }),
      'A serial or a crimereference is required.',
    ],
    [
      'a serial with other characters',
      JSON.stringify({ serial: '35-33', storeid: 1 }),
      'The serial may hold',
    ],
    [
      'non-ASCII bytes',
      JSON.stringify({ serial: '1', storeid: 1, claimreference: 'è' }),
      'Non-ASCII characters',
    ],
    [
      'an unknown crime reference',
      JSON.stringify({ crimereference: 'XX/00/0000', storeid: 1 }),
      'No serial is recorded',
    ],
  ])('answers 400 in the error envelope for %s', async (_case, body, message) => {
    const response = await post(simulator, body);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { id: number; message: string }[] };
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(message);
  });

  it('answers 404 for paths it does not offer', async () => {
    const response = await post(simulator, '{}', { path: '/claimscheck/forces' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ id: 404 }] });
  });

  it('answers a well-formed serial that is not an IMEI as not well formed', async () => {
    const response = await search(simulator, { serial: 'ABC123' });
    expect(await response.json()).toMatchObject({
      serialdetails: { wellformedimei: false, modelinformation: [] },
    });
  });

  it('counts the searches per serial', async () => {
    const imei = scenarioImei('ownership');
    await search(simulator, { serial: imei });
    await search(simulator, { serial: imei });
    expect(simulator.countSearches(imei)).toBe(2);
    expect(simulator.countSearches('000000000000000')).toBe(0);
  });

  it('answers changes-on-recheck by how often this simulator was asked for it', async () => {
    const imei = scenarioImei('changes-on-recheck');
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await (await search(simulator, { serial: imei })).json());
    expect(answers[0]).toEqual(buildSearchResponse(imei, 1));
    expect(answers[0]).toMatchObject({ serialdetails: { fmipstatus: 'notactivated' }, claims: [] });
    for (const later of answers.slice(1)) {
      expect(later).toMatchObject({
        serialdetails: { fmipstatus: 'activated' },
        blocklist: { blocked: true },
      });
      expect(later.claims).toHaveLength(1);
    }
  });

  const envelope = (id: number, message: string) => JSON.stringify({ errors: [{ id, message }] });
  it.each([
    ['server-error', 500, 'text/plain', 'Internal Server Error'],
    ['provider-unavailable', 400, 'application/json', envelope(1, 'The GAPI is currently unavailable.')],
    ['insufficient-credits', 400, 'application/json', envelope(306, 'Insufficient Credits')],
    ['credentials-rejected', 401, 'application/json', envelope(401, 'Authentication failed')],
    ['errors-envelope-200', 200, 'application/json', envelope(1, 'The GAPI is currently unavailable.')],
    ['unknown-error', 400, 'application/json', envelope(999, 'This store is suspended.')],
    ['html-500', 500, 'text/html', '<html><body><h1>500 Internal Server Error</h1></body></html>'],
  ] as const)('plays the %s fault: HTTP %i, %s', async (name, status, contentType, body) => {
    const response = await search(simulator, { serial: scenarioImei(name) });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(await response.text()).toBe(body);
  });

  it('plays the malformed-json fault with a cut-off JSON body', async () => {
    const response = await search(simulator, { serial: scenarioImei('malformed-json') });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('keeps the slow scenario waiting, and closes at once even so', async () => {
    const slow = await startDeviceHistorySimulator({ port: 0, credentials });
    const pending = search(slow, { serial: scenarioImei('slow') }).catch((error: unknown) => error);
    await expect.poll(() => slow.countSearches(scenarioImei('slow'))).toBe(1);
    const started = Date.now();
    await slow.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(TypeError);
  });
});

describe('latency', () => {
  it('delays every answer by the base latency', async () => {
    const simulator = await startDeviceHistorySimulator({ port: 0, credentials, latencyMs: 150 });
    try {
      const started = Date.now();
      await search(simulator, { serial: scenarioImei('clean') });
      expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    } finally {
      await simulator.close();
    }
  });
});
