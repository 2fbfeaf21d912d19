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
    ['an unknown claim type', { claimtype: 'paid' }, 'claimtype must be logged or settled.'],
    ['no item category', { itemcategory: undefined }, 'An itemcategory (an integer or a non-empty string)'],
    ['no serials', { serials: [] }, 'serials must list at least one serial.'],
    ['a serial with other characters', { serials: ['35-33'] }, 'Each serial may hold only'],
    ['a store id that is not an integer', { storeid: '7' }, 'A storeid (integer) is required.'],
    ['an empty make', { make: '' }, 'make may not be empty.'],
    ['a model over 50 characters', { model: 'M'.repeat(51) }, 'model may hold at most 50 characters.'],
    ['a claim date in another format', { claimdate: '25/11/2026' }, 'claimdate must be YYYY-MM-DD HH:MM:SS.'],
    ['a claim reference of false', { claimreference: false }, 'claimreference must be a string'],
    ['an empty claim reference', { claimreference: '' }, 'claimreference may not be empty'],
    ['a claim reference over 50 characters', { claimreference: 'C'.repeat(51) }, 'at most 50 characters'],
  ])(
    'refuses a submission with %s: 400 in the error envelope, nothing registered',
    async (_name, change, message) => {
      const serial = '353328110000351';
      const response = await post(simulator, '/claimscheck/submitclaim', claim(serial, change));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ id: 400, message: expect.stringContaining(message) }],
      });
      expect(simulator.submissions().some((submitted) => submitted.serials.includes(serial))).toBe(false);
    },
  );

  it('refuses a body that is not a JSON object', async () => {
    const response = await post(simulator, '/claimscheck/submitclaim', [claim('353328110000351')]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ id: 400, message: 'The request body must be a JSON object.' }],
    });
  });

  it('refuses a submission whose signature does not match', async () => {
    const response = await post(simulator, '/claimscheck/submitclaim', claim('353328110000369'), 'wrong');
    expect(response.status).toBe(401);
    expect(simulator.countSubmissions('353328110000369')).toBe(0);
  });

  it('keeps the shape of an answer without a claims list, red after a settled claim', async () => {
    const serial = scenarioImei('core-only-red');
    await post(simulator, '/claimscheck/submitclaim', claim(serial));
    const answer = await (await post(simulator, '/claimscheck/search', { serial, storeid: 7 })).json();
    expect(Object.keys(answer).sort()).toEqual(['checkmendstatus', 'serial', 'serialdetails']);
    expect(answer.checkmendstatus.result).toBe('red');
  });

  it('adds the claim to an answer of another shape that has a claims list, and turns it red', async () => {
    const serial = scenarioImei('fmip-top-level');
    await post(simulator, '/claimscheck/submitclaim', claim(serial, { claimreference: undefined }));
    const answer = await (await post(simulator, '/claimscheck/search', { serial, storeid: 7 })).json();
    expect(answer).toMatchObject({ fmipstatus: 'activated', checkmendstatus: { result: 'red' } });
    expect(answer.claims).toMatchObject([{ claimtype: 'settled', claimreference: '' }]);
  });

  it('records the claim reference each search carries, and none when a search leaves it out', async () => {
    const serial = scenarioImei('clean');
    await post(simulator, '/claimscheck/search', { serial, storeid: 7, claimreference: 'CLM-77' });
    expect(simulator.lastClaimReference(serial)).toBe('CLM-77');
    await post(simulator, '/claimscheck/search', { serial, storeid: 7, claimreference: false });
    expect(simulator.lastClaimReference(serial)).toBe(false);
    await post(simulator, '/claimscheck/search', { serial, storeid: 7 });
    expect(simulator.lastClaimReference(serial)).toBeUndefined();
    expect(simulator.lastClaimReference(scenarioImei('model-candidates'))).toBeUndefined();
  });
});
