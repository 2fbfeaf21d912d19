import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

describe('POST /api/v1/device-verifications', () => {
  it('answers the fresh report, stores no check and audits each one, however often it is asked', async () => {
    const cookie = await t.signIn('member@demo.test');
    const before = await countIntakeRows(t.services.db);
    const imei = scenarioImei('stolen');
    for (let i = 0; i < 2; i += 1) {
      const response = await t.post('/api/v1/device-verifications', { imei }, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().report).toMatchObject({
        serial: imei,
        certificate: { result: 'red' },
        stolen: [{ recordDate: '2024-03-03 22:10:00', force: 'bedfordshire', crimeReference: 'BF/08/1090' }],
      });
    }
    // Each re-verification is on the audit trail; no check is recorded.
    expect(await countIntakeRows(t.services.db)).toEqual({ ...before, auditEvents: before.auditEvents + 2 });
    // A verification is no intake: the device can still be checked afterwards.
    expect((await t.post('/api/v1/checks', makeIntake({ imei }), { cookie })).statusCode).toBe(201);
  });

  it('normalises a formatted IMEI and refuses an invalid one with the IMEI rule', async () => {
    const cookie = await t.signIn('member@demo.test');
    const formatted = await t.post(
      '/api/v1/device-verifications',
      { imei: '35 332811 000002 1' },
      { cookie },
    );
    expect(formatted.json().report).toMatchObject({ serial: '353328110000021', isBlocked: true });

    const luhn = await t.post('/api/v1/device-verifications', { imei: '353328110000022' }, { cookie });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: messages.imeiFailedLuhn });
    const extra = await t.post(
      '/api/v1/device-verifications',
      { imei: '353328110000021', store: true },
      { cookie },
    );
    expect(extra.statusCode).toBe(400);
  });

  it('answers 401 when signed out and 403 without a role', async () => {
    const imei = scenarioImei('clean');
    expect((await t.post('/api/v1/device-verifications', { imei })).statusCode).toBe(401);
    const cookie = await t.signIn('norole@demo.test');
    expect((await t.post('/api/v1/device-verifications', { imei }, { cookie })).statusCode).toBe(403);
  });
});
