import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages } from '@/domain/messages';
import { claimChecks } from '@/server/db/schema/checks';
import { auditEvents } from '@/server/db/schema/platform';
import { failWritesTo, type WriteOperation } from './fault-injection';
import { insertChecks } from './review-test-support';
import type { TestApp } from './test-app';

interface Decision<Counts> {
  /** The decision's path below the check: 'denial' or 'settlement'. */
  decision: 'denial' | 'settlement';
  body: () => unknown;
  counts: () => Promise<Counts>;
  /** The rows left when the write failed, and after the retry. */
  before: Counts;
  after: Counts;
}

/**
 * Decides a recorded check while `operation` on `table` fails inside the decision's transaction: the member hears
 * 500, the check stays and nothing is written, no audit event either; the same decision again then succeeds with one
 * audit event.
 */
export async function expectDecisionWriteFaultLeavesCheck<Counts>(
  t: TestApp,
  [table, operation]: [table: string, operation: WriteOperation],
  { decision, body, counts, before, after }: Decision<Counts>,
): Promise<void> {
  const [check] = await insertChecks(t);
  const cookie = await t.signIn('member@demo.test');
  const audit = await t.services.db.$count(auditEvents);
  const removeFault = await failWritesTo(t, table, operation);
  try {
    const response = await t.post(`/api/v1/checks/${check?.id}/${decision}`, body(), { cookie });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR', message: messages.internalError });
  } finally {
    await removeFault();
  }
  expect(await counts()).toEqual(before);
  expect(await t.services.db.$count(auditEvents)).toBe(audit);
  const left = await t.services.db
    .select({ id: claimChecks.id })
    .from(claimChecks)
    .where(eq(claimChecks.id, check?.id ?? ''));
  expect(left).toHaveLength(1);

  const retry = await t.post(`/api/v1/checks/${check?.id}/${decision}`, body(), { cookie });
  expect(retry.statusCode, retry.body).toBe(201);
  expect(await counts()).toEqual(after);
  expect(await t.services.db.$count(auditEvents)).toBe(audit + 1);
}
