import { describe, expect, it } from 'vitest';
import { intakeMessages } from '@/domain/intake-messages';
import { messages } from '@/domain/messages';
import { createDeviceHistoryClient } from '@/server/providers/device-history/http-client';
import { type ScenarioName, scenarioImei } from '../../../../simulators/device-history/scenarios';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { expectCheckFailed } from '../../../../tests/support/failed-intake';
import { setupSimulatedProviderApp } from '../../../../tests/support/simulated-provider-app';
import { createTestApp } from '../../../../tests/support/test-app';

const credentials = { accountId: '5150', secretKey: 'intake-fault-secret', storeId: 7 };
/** Short, so the slow scenario (10 s) times out quickly; long enough for one retry of a 500. */
const TIMEOUT_MS = 300;

const provider = setupSimulatedProviderApp({ credentials, timeoutMs: TIMEOUT_MS });

const FAULTS: Array<[ScenarioName, number, string]> = [
  ['slow', 504, messages.deviceHistoryTimeout],
  ['server-error', 502, messages.deviceHistoryUnavailable],
  ['provider-unavailable', 502, messages.deviceHistoryUnavailable],
  ['malformed-json', 502, messages.deviceHistoryBadResponse],
  ['credentials-rejected', 502, messages.deviceHistoryUnauthorised],
  ['insufficient-credits', 502, messages.deviceHistoryNoCredits],
  ['errors-envelope-200', 502, messages.deviceHistoryUnavailable],
  ['unknown-error', 502, 'This store is suspended.'],
  ['html-500', 502, messages.deviceHistoryUnavailable],
  ['no-verdict', 502, messages.deviceHistoryNoVerdict],
];

describe('POST /api/v1/checks when the device-history service fails', () => {
  it.each(FAULTS)(
    "answers the %s fault with %i 'Check Failed', stores nothing and keeps serving",
    async (name, status, message) => {
      const imei = scenarioImei(name);
      await expectCheckFailed(
        provider.t,
        () => provider.t.post('/api/v1/checks', makeIntake({ imei }), { cookie: provider.cookie }),
        {
          status,
          message,
          timeoutMs: TIMEOUT_MS,
        },
      );
      expect((await provider.t.get('/api/ready')).statusCode).toBe(200);

      // Nothing was recorded, so trying again is the same fault, not 'IMEI Previously Checked'.
      const again = await provider.t.post('/api/v1/checks', makeIntake({ imei }), {
        cookie: provider.cookie,
      });
      expect(again.statusCode).toBe(status);
      expect(again.json().title).toBe(intakeMessages.checkFailedTitle);
    },
  );

  it('makes one provider call per intake under a 500 and a timeout: every search that arrives is charged', async () => {
    const serverError = scenarioImei('server-error');
    const slow = scenarioImei('slow');
    const [errorsBefore, slowBefore] = [
      provider.simulator.countSearches(serverError),
      provider.simulator.countSearches(slow),
    ];
    await provider.t.post('/api/v1/checks', makeIntake({ imei: serverError }), { cookie: provider.cookie });
    await provider.t.post('/api/v1/checks', makeIntake({ imei: slow }), { cookie: provider.cookie });
    expect(provider.simulator.countSearches(serverError) - errorsBefore).toBe(1);
    expect(provider.simulator.countSearches(slow) - slowBefore).toBe(1);
  });

  it("sends the intake's claim reference with the search, or false when there is none", async () => {
    const withReference = makeImei();
    await provider.t.post(
      '/api/v1/checks',
      makeIntake({ imei: withReference, reference: ' CLM-2026-0042 ' }),
      {
        cookie: provider.cookie,
      },
    );
    expect(provider.simulator.lastClaimReference(withReference)).toBe('CLM-2026-0042');
    const without = makeImei();
    await provider.t.post('/api/v1/checks', makeIntake({ imei: without, reference: '' }), {
      cookie: provider.cookie,
    });
    expect(provider.simulator.lastClaimReference(without)).toBe(false);
  });

  it("sends the claim's reference with the Settle dialog's re-verification too", async () => {
    const imei = makeImei();
    const intake = await provider.t.post('/api/v1/checks', makeIntake({ imei, reference: 'CLM-2026-0077' }), {
      cookie: provider.cookie,
    });
    expect(intake.statusCode, intake.body).toBe(201);
    const verified = await provider.t.post(
      '/api/v1/device-verifications',
      { imei },
      { cookie: provider.cookie },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(provider.simulator.countSearches(imei)).toBe(2);
    expect(provider.simulator.lastClaimReference(imei)).toBe('CLM-2026-0077');
  });

  it('records a check as usual once the service answers again', async () => {
    const response = await provider.t.post('/api/v1/checks', makeIntake({ imei: makeImei() }), {
      cookie: provider.cookie,
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each(FAULTS)('answers a device verification of the %s fault with %i', async (name, status, message) => {
    const response = await provider.t.post(
      '/api/v1/device-verifications',
      { imei: scenarioImei(name) },
      { cookie: provider.cookie },
    );
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_ERROR', message });
  });
});

describe('POST /api/v1/checks with credentials the service does not accept', () => {
  it("answers 502 'Check Failed' for every IMEI and stores nothing", async () => {
    const wrong = createDeviceHistoryClient({
      baseUrl: provider.simulator.url,
      credentials: { ...credentials, secretKey: 'not-the-secret' },
      timeoutMs: TIMEOUT_MS,
    });
    const app = await createTestApp({ deviceHistory: wrong });
    try {
      const response = await app.post('/api/v1/checks', makeIntake({ imei: scenarioImei('clean') }), {
        cookie: await app.signIn('member@demo.test'),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'PROVIDER_ERROR',
        title: intakeMessages.checkFailedTitle,
        message: messages.deviceHistoryUnauthorised,
      });
      expect(await countIntakeRows(app.app.services.db)).toMatchObject({ checks: 0 });
    } finally {
      await app.close();
    }
  });
});
