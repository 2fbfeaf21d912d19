import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { type ScenarioName, scenarioImei } from '../../../../simulators/device-history/scenarios';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { expectCheckFailed } from '../../../../tests/support/failed-intake';
import { setupSimulatedProviderApp } from '../../../../tests/support/simulated-provider-app';

const credentials = { accountId: '5151', secretKey: 'intake-integrity-secret', storeId: 7 };
const TIMEOUT_MS = 20_000;

const provider = setupSimulatedProviderApp({ credentials, timeoutMs: TIMEOUT_MS });

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
    const redirectedBefore = provider.simulator.countRedirected();
    const { response } = await expectCheckFailed(
      provider.t,
      () => provider.t.post('/api/v1/checks', makeIntake({ imei }), { cookie: provider.cookie }),
      { status, message, timeoutMs: TIMEOUT_MS },
    );
    // The other host a redirect points to (which would answer green) received nothing.
    expect(provider.simulator.countRedirected()).toBe(redirectedBefore);
    expect(provider.simulator.countSearches(imei)).toBe(1);
    if (name === 'busy') expect(response.headers['retry-after']).toBe('120');
  });

  it('records a verdict written in capitals as green', async () => {
    const response = await provider.t.post(
      '/api/v1/checks',
      makeIntake({ imei: scenarioImei('verdict-uppercase') }),
      {
        cookie: provider.cookie,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().report.certificate.result).toBe('green');
  });

  it('keeps the records beside nulls in a list', async () => {
    const response = await provider.t.post(
      '/api/v1/checks',
      makeIntake({ imei: scenarioImei('nulls-in-lists') }),
      {
        cookie: provider.cookie,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().report).toMatchObject({
      claims: [expect.objectContaining({ claimReference: 'OI-31337' })],
      stolen: [expect.objectContaining({ crimeReference: 'MP/26/0042' })],
      make: 'APPLE',
    });
  });

  it('stores provider text without control characters', async () => {
    const response = await provider.t.post(
      '/api/v1/checks',
      makeIntake({ imei: scenarioImei('control-characters') }),
      {
        cookie: provider.cookie,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const check = (
      await provider.t.get(`/api/v1/checks/${response.json().id}`, { cookie: provider.cookie })
    ).json();
    expect(check.report.claims).toEqual([
      expect.objectContaining({ insurer: 'Other Insurer[31m plc', claimReference: 'OI-CTRL LF END' }),
    ]);
  });
});
