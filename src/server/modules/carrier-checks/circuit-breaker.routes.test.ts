import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierMessages } from '@/domain/carrier-messages';
import { carrierChecks } from '@/server/db/schema/carrier';
import { scenarioImeiOf } from '../../../../simulators/carrier/scenarios';
import { countRows } from '../../../../tests/support/count-rows';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** The built-in carrier simulator, with a breaker that opens after 2 failures and pauses for 400 ms. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { CARRIER_CHECK_BREAKER_THRESHOLD: '2', CARRIER_CHECK_BREAKER_OPEN_MS: '400' },
  });
  cookie = await t.signIn('member@demo.test');
});
afterAll(() => t?.close());

const check = (imei: string) => t.post('/api/v1/carrier-checks', { imei }, { cookie });

describe('carrier circuit breaker', () => {
  it('pauses carrier checks after repeated upstream failures, says so, stores nothing, and resumes', async () => {
    for (const serial of ['0001', '0002']) {
      expect((await check(scenarioImeiOf('server-error', serial))).statusCode).toBe(502);
    }
    const paused = await check(scenarioImeiOf('clean', '0003'));
    expect(paused.statusCode).toBe(503);
    expect(paused.json().message).toBe(carrierMessages.carrierPaused);
    expect(await countRows(t, { carrierChecks })).toEqual({ carrierChecks: 0 });

    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await check(scenarioImeiOf('clean', '0004'))).statusCode).toBe(201);
  });
});
