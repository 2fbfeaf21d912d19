import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { intakeMessages } from '@/domain/intake-messages';
import { countIntakeRows, type IntakeRowCounts } from './count-intake-rows';
import type { TestApp } from './test-app';

/**
 * Sends an intake the device-history service fails: the answer is `status` 'Check Failed' with `message`, within the
 * client's budget of `timeoutMs` plus the database work around it, and nothing is stored. Returns the rows before
 * and the answer.
 */
export async function expectCheckFailed(
  t: TestApp,
  send: () => Promise<LightMyRequestResponse>,
  { status, message, timeoutMs }: { status: number; message: string; timeoutMs: number },
): Promise<{ before: IntakeRowCounts; response: LightMyRequestResponse }> {
  const before = await countIntakeRows(t.services.db);
  const started = Date.now();
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({
    code: 'PROVIDER_ERROR',
    title: intakeMessages.checkFailedTitle,
    message,
  });
  expect(Date.now() - started).toBeLessThan(timeoutMs + 1_500);
  expect(await countIntakeRows(t.services.db)).toEqual(before);
  return { before, response };
}
