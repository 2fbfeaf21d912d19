import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** The built-in simulator, with a breaker that opens after 2 failures and pauses for 400 ms. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { DEVICE_HISTORY_BREAKER_THRESHOLD: '2', DEVICE_HISTORY_BREAKER_OPEN_MS: '400' },
  });
  cookie = await t.signIn('member@demo.test');
});
afterAll(() => t?.close());

const intake = (imei?: string) => t.post('/api/v1/checks', makeIntake(imei ? { imei } : {}), { cookie });

describe('device-history circuit breaker', () => {
  it('pauses checks after repeated upstream failures, says so, stores nothing, and resumes', async () => {
    const before = await countIntakeRows(t.services.db);
    for (let n = 0; n < 2; n += 1) {
      expect((await intake(scenarioImei('server-error'))).statusCode).toBe(502);
    }
    const paused = await intake();
    expect(paused.statusCode).toBe(503);
    expect(paused.json()).toMatchObject({ title: 'Check Failed', message: messages.deviceHistoryPaused });
    expect(await countIntakeRows(t.services.db)).toEqual(before);
    expect((await t.get('/api/ready')).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await intake()).statusCode).toBe(201);
  });
});
