import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '@/domain/imei';
import { makeImei } from '../../tests/fixtures/make-imei';
import { buildCarrierResponse } from './build-carrier-response';
import { CARRIER_SCENARIOS, findCarrierScenario, scenarioImeiOf } from './scenarios';

describe('the carrier scenario catalogue', () => {
  it('has unique names and codes, and Luhn-valid IMEIs that map back to their scenario for any serial', () => {
    expect(new Set(CARRIER_SCENARIOS.map((scenario) => scenario.code)).size).toBe(CARRIER_SCENARIOS.length);
    expect(new Set(CARRIER_SCENARIOS.map((scenario) => scenario.name)).size).toBe(CARRIER_SCENARIOS.length);
    for (const scenario of CARRIER_SCENARIOS) {
      for (const serial of ['0000', '4711', '9999']) {
        const imei = scenarioImeiOf(scenario.name, serial);
        expect(imei).toMatch(/^\d{15}$/);
        expect(isLuhnValid(imei), imei).toBe(true);
        expect(findCarrierScenario(imei)?.name).toBe(scenario.name);
      }
    }
    expect(() => scenarioImeiOf('clean', '12')).toThrow();
  });

  it('answers an ordinary IMEI clean or eligible, the same way every time, with a picture on the given origin', () => {
    const imei = makeImei();
    expect(findCarrierScenario(imei)).toBeUndefined();
    const answer = buildCarrierResponse(imei, 'http://127.0.0.1:4020');
    expect(buildCarrierResponse(imei, 'http://127.0.0.1:4020')).toEqual(answer);
    expect(['CLEAN', 'ELIGIBLE']).toContain(answer.esnStatus);
    expect(answer.deviceImageUrl).toMatch(/^http:\/\/127\.0\.0\.1:4020\/images\/[a-z0-9-]+\.svg$/);
  });
});
