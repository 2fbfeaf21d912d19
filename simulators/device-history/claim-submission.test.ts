import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioImei } from './scenarios';
import { type DeviceHistorySimulator, startDeviceHistorySimulator } from './start-device-history-simulator';

const credentials = { accountId: '123', secretKey: 'simulator-test-secret' };

function post(
  simulator: DeviceHistorySimulator,
  path: string,
  value: unknown,
  secretKey = credentials.secretKey,
) {
  const body = JSON.stringify(value);
  const signature = createHash('sha1').update(`${secretKey}${body}`).digest('hex');
  return fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.accountId}:${signature}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body,
  });
}

const claim = (serial: string, overrides: Record<string, unknown> = {}) => ({
  claimtype: 'settled',
  itemcategory: 1,
  serials: [serial],
  storeid: 7,
  make: 'APPLE',
  model: 'IPHONE 7',
  claimdate: '2026-11-25 09:30:00',
  claimreference: 'CLM-9',
  ...overrides,
});

describe('POST /claimscheck/submitclaim on the simulator', () => {
  let simulator: DeviceHistorySimulator;
  beforeAll(async () => {
    simulator = await startDeviceHistorySimulator({ port: 0, credentials });
  });
  afterAll(() => simulator.close());

  it('registers a settled claim: a transaction id, then the claim and a red result on later searches', async () => {
    const serial = '353328110000138';
    const before = await (await post(simulator, '/claimscheck/search', { serial, storeid: 7 })).json();
    expect(before.checkmendstatus.result).toBe('green');

    const response = await post(simulator, '/claimscheck/submitclaim', claim(serial, { extra: 'ignored' }));
    expect(response.status).toBe(200);
    const { transactionid } = await response.json();
    expect(transactionid).toMatch(/^CLAIMSCHECK:CLAIM:[0-9a-f-]{36}$/);
    expect(simulator.countSubmissions(serial)).toBe(1);
    expect(simulator.submissions()).toEqual([expect.objectContaining({ serials: [serial], transactionid })]);

    const after = await (await post(simulator, '/claimscheck/search', { serial, storeid: 7 })).json();
    expect(after.checkmendstatus.result).toBe('red');
    expect(after.claims).toEqual([
      {
        claimdate: '2026-11-25 09:30:00',
        insurer: 'ClaimGuard (store 7)',
        claimtype: 'settled',
        claimreference: 'CLM-9',
      },
    ]);
  });

  it('lists a logged claim without turning the device red', async () => {
    const serial = scenarioImei('lock-notactivated');
    await post(simulator, '/claimscheck/submitclaim', claim(serial, { claimtype: 'logged' }));
    const answer = await (await post(simulator, '/claimscheck/search', { serial, storeid: 7 })).json();
    expect(answer.claims).toMatchObject([{ claimtype: 'logged' }]);
    expect(answer.checkmendstatus.result).toBe('green');
  });

  it.each([
    ['an unknown claim type', { claimtype: 'paid' }],
    ['no serials', { serials: [] }],
    ['no store id', { storeid: undefined }],
    ['a claim date in another format', { claimdate: '25/11/2026' }],
    ['no claim reference', { claimreference: undefined }],
  ])('refuses a submission with %s: 400 in the error envelope, nothing registered', async (_name, change) => {
    const serial = '353328110000351';
    const response = await post(simulator, '/claimscheck/submitclaim', claim(serial, change));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ id: 400, message: expect.any(String) }] });
    expect(simulator.submissions().some((submitted) => submitted.serials.includes(serial))).toBe(false);
  });

  it('refuses a submission whose signature does not match', async () => {
    const response = await post(simulator, '/claimscheck/submitclaim', claim('353328110000369'), 'wrong');
    expect(response.status).toBe(401);
    expect(simulator.countSubmissions('353328110000369')).toBe(0);
  });

  it('answers the submit-error scenario with an HTML 500, counted but not registered', async () => {
    const serial = scenarioImei('submit-error');
    const response = await post(simulator, '/claimscheck/submitclaim', claim(serial));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(simulator.countSubmissions(serial)).toBe(1);
    const answer = await (await post(simulator, '/claimscheck/search', { serial, storeid: 7 })).json();
    expect(answer.checkmendstatus.result).toBe('green');
  });

  it('records the claim reference each search carries', async () => {
    const serial = scenarioImei('clean');
    await post(simulator, '/claimscheck/search', { serial, storeid: 7, claimreference: 'CLM-77' });
    expect(simulator.lastClaimReference(serial)).toBe('CLM-77');
    await post(simulator, '/claimscheck/search', { serial, storeid: 7, claimreference: false });
    expect(simulator.lastClaimReference(serial)).toBe(false);
    expect(simulator.lastClaimReference(scenarioImei('model-candidates'))).toBeUndefined();
  });
});
