import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, expect } from 'vitest';
import { registryMessages } from '@/domain/registry-messages';
import type {
  DeviceRegistry,
  SettledClaimSubmission,
} from '@/server/providers/device-history/registry-client';
import { insertChecks } from './review-test-support';
import { createTestApp, type TestApp } from './test-app';
import type { TestDatabase } from './test-database';

/** Test apps that work jobs, polling every half second. */
export const WORKING = { JOB_WORKERS: 'true', JOB_POLL_SECONDS: '0.5' };
export const QUICK_RETRIES = { REGISTRY_RETRY_LIMIT: '1', REGISTRY_RETRY_DELAY_SECONDS: '1' };
/** Longer than one poll of the workers: what was not sent by then is not being sent. */
export const ONE_POLL_MS = 700;

/** A registry that records what it is sent; it registers, answers that it never got it, or holds each until released. */
export function fakeRegistry() {
  const sent: SettledClaimSubmission[] = [];
  let mode: 'answer' | 'fail' | 'hold' = 'answer';
  let release: () => void = () => {};
  const registry: DeviceRegistry = {
    async submitSettledClaim(submission) {
      sent.push(submission);
      if (mode === 'fail')
        return { outcome: 'not-sent', detail: registryMessages.unreachable('connect ECONNREFUSED') };
      if (mode === 'hold') await new Promise<void>((resolve) => (release = resolve));
      return { outcome: 'registered', transactionId: `CLAIMSCHECK:CLAIM:${randomUUID()}` };
    },
  };
  return {
    registry,
    sent,
    set: (next: typeof mode) => {
      mode = next;
    },
    release: () => release(),
  };
}

/** Apps (and a database shared by two of them) closed after each test. */
export function setupRegistryApps() {
  const apps: TestApp[] = [];
  const shared: { database?: TestDatabase } = {};
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await shared.database?.close();
    shared.database = undefined;
  });
  return {
    shared,
    async start(options: Parameters<typeof createTestApp>[0]) {
      const app = await createTestApp(options);
      apps.push(app);
      return app;
    },
  };
}

/** Settles one recorded check (of a fresh IMEI unless told) as a member, through the settle route. */
export async function settleOne(
  t: TestApp,
  { imei, reference = 'CLM-2026-0042' }: { imei?: string; reference?: string | null } = {},
) {
  const [check] = await insertChecks(t, {
    reference: () => reference,
    ...(imei ? { imei: () => imei } : {}),
  });
  const cookie = await t.signIn('member@demo.test');
  const response = await t.post(
    `/api/v1/checks/${check?.id}/settlement`,
    { includesReplacement: false },
    { cookie },
  );
  expect(response.statusCode, response.body).toBe(201);
  return {
    id: response.json().settledClaimId as string,
    imei: check?.imei ?? '',
    checkedAt: check?.createdAt ?? new Date(),
    cookie,
  };
}

export async function registryOf(t: TestApp, id: string, cookie: string) {
  return (await t.get(`/api/v1/settled-claims/${id}`, { cookie })).json().registry;
}

/** Polls the details until the registration leaves pending/sending (the worker polls every 0.5 s). */
export async function settledRegistry(t: TestApp, id: string, cookie: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const registry = await registryOf(t, id, cookie);
    if (!['pending', 'sending'].includes(registry.status) || Date.now() > until) return registry;
    await delay(200);
  }
}
