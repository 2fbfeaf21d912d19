import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { type ScenarioName, scenarioImei } from '../../../../simulators/device-history/scenarios';
import type { DeviceHistorySimulator } from '../../../../simulators/device-history/start-device-history-simulator';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { expectCheckFailed } from '../../../../tests/support/failed-intake';
import { startSimulatedProviderApp } from '../../../../tests/support/simulated-provider-app';
import type { TestApp } from '../../../../tests/support/test-app';

const credentials = { accountId: '5151', secretKey: 'intake-integrity-secret', storeId: 7 };
const TIMEOUT_MS = 20_000;

let simulator: DeviceHistorySimulator;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ simulator, t, cookie } = await startSimulatedProviderApp({ credentials, timeoutMs: TIMEOUT_MS }));
});
afterAll(async () => {
  await t?.close();
  await simulator?.close();
});

const REFUSED: Array<[ScenarioName, number, string]> = [
  ['redirect', 502, messages.deviceHistoryRedirect],
  ['redirect-302', 502, messages.deviceHistoryRedirect],
  ['other-serial', 502, messages.deviceHistoryOtherDevice],
  ['large-answer', 502, messages.deviceHistoryBadResponse],
  ['busy', 503, 'The device-history service is busy: try again in 120 seconds'],
];

describe('POST /api/v1/checks when the answer is not what it claims to be', () => {
  it.each(REFUSED)("answers %s with %i 'Check Failed' and stores nothing", async (name, status, message) => {
    const imei = scenarioImei(name);
    const redirectedBefore = simulator.countRedirected();
    const { response } = await expectCheckFailed(
      t,
      () => t.post('/api/v1/checks', makeIntake({ imei }), { cookie }),
      { status, message, timeoutMs: TIMEOUT_MS },
    );
    // The other host a redirect points to (which would answer green) received nothing.
    expect(simulator.countRedirected()).toBe(redirectedBefore);
    expect(simulator.countSearches(imei)).toBe(1);
    if (name === 'busy') expect(response.headers['retry-after']).toBe('120');
  });

  it('records a verdict written in capitals as green', async () => {
    const response = await t.post('/api/v1/checks', makeIntake({ imei: scenarioImei('verdict-uppercase') }), {
      cookie,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().report.certificate.result).toBe('green');
  });

  it('keeps the records beside nulls in a list', async () => {
    const response = await t.post('/api/v1/checks', makeIntake({ imei: scenarioImei('nulls-in-lists') }), {
      cookie,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().report).toMatchObject({
      claims: [expect.objectContaining({ claimReference: 'OI-31337' })],
      stolen: [expect.objectContaining({ crimeReference: 'MP/26/0042' })],
      make: 'APPLE',
    });
  });

  it('stores provider text without control characters', async () => {
    const response = await t.post(
      '/api/v1/checks',
      makeIntake({ imei: scenarioImei('control-characters') }),
      {
        cookie,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const check = (await t.get(`/api/v1/checks/${response.json().id}`, { cookie })).json();
    expect(check.report.claims).toEqual([
      expect.objectContaining({ insurer: 'Other Insurer[31m plc', claimReference: 'OI-CTRL LF END' }),
    ]);
  });
});
