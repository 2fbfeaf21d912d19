import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createDeviceHistoryClient } from '@/server/providers/device-history/http-client';
import type { DeviceHistoryProvider } from '@/server/providers/device-history/types';
import { ProviderError } from '@/server/providers/provider-error';
import {
  type DeviceHistorySimulator,
  startDeviceHistorySimulator,
} from '../../simulators/device-history/start-device-history-simulator';
import { setupTestApp, type TestApp } from './test-app';

const credentials = { accountId: '2020', secretKey: 'idempotency-test-secret', storeId: 3 };

export interface ControlledDeviceHistory {
  /** The provider to give the test app: the simulator over HTTP, unless held or failing. */
  provider: DeviceHistoryProvider;
  /** Searches the simulator received for an IMEI. */
  countSearches(imei: string): number;
  /** Holds the next search: `entered` resolves once it is waiting, `release` lets it go on. */
  holdNext(): { entered: Promise<void>; release: () => void };
  /** The next search fails as a provider that is down does (the request answers 502). */
  failNext(): void;
}

/**
 * A device-history simulator of the test file's own (started before its app, so searches can be counted per IMEI),
 * behind a provider the test can hold mid-search or fail once.
 */
export function setupControlledDeviceHistory(): ControlledDeviceHistory {
  let simulator: DeviceHistorySimulator | undefined;
  let client: DeviceHistoryProvider | undefined;
  let hold: { entered: () => void; released: Promise<void> } | undefined;
  let failing = false;
  beforeAll(async () => {
    simulator = await startDeviceHistorySimulator({ port: 0, credentials });
    client = createDeviceHistoryClient({ baseUrl: simulator.url, credentials });
  });
  afterAll(async () => {
    await simulator?.close();
  });
  return {
    provider: {
      async search(search) {
        const held = hold;
        hold = undefined;
        if (held) {
          held.entered();
          await held.released;
        }
        if (failing) {
          failing = false;
          throw new ProviderError('device-history', 'unavailable', { detail: 'test: down', attempts: 1 });
        }
        if (!client) throw new Error('the controlled device history is not started');
        return client.search(search);
      },
    },
    countSearches: (imei) => simulator?.countSearches(imei) ?? 0,
    holdNext() {
      let entered = () => {};
      let release = () => {};
      const enteredPromise = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { entered, released };
      return { entered: enteredPromise, release };
    },
    failNext() {
      failing = true;
    },
  };
}

/** The test file's app, searching through a controlled device history of its own. */
export function setupAppOnControlledDeviceHistory() {
  const deviceHistory = setupControlledDeviceHistory();
  const t = setupTestApp({ deviceHistory: deviceHistory.provider });
  return { t, deviceHistory };
}

/** A JSON POST from the app's origin with an Idempotency-Key. */
export function postWithKey(
  t: TestApp,
  request: { url: string; key: string; cookie: string; payload?: unknown },
): Promise<LightMyRequestResponse> {
  return t.post(request.url, request.payload, {
    cookie: request.cookie,
    headers: { 'idempotency-key': request.key },
  });
}

/** The stored keys, for asserting what was kept (the owner connection sees every organisation's). */
export async function storedKeys(
  t: TestApp,
): Promise<Array<{ key: string; state: string; replyStatus: number | null }>> {
  const result = (await t.services.db.execute(
    sql`select key, state, reply_status as "replyStatus" from idempotency_keys order by created_at`,
  )) as unknown as { rows: Array<{ key: string; state: string; replyStatus: number | null }> };
  return result.rows;
}

/** Moves a key's first request back in time (a day later, a crashed process). */
export async function ageKey(t: TestApp, key: string, interval: string): Promise<void> {
  await t.services.db.execute(
    sql`update idempotency_keys set created_at = created_at - ${interval}::interval where key = ${key}`,
  );
}

/**
 * The sum of the rate-limit counters a request's work is charged to (paid searches and the like): every counter but
 * the per-person request rate, which counts each request that arrives, a replayed one too.
 */
export async function rateLimitCharges(t: TestApp): Promise<number> {
  const result = (await t.services.db.execute(
    sql`select coalesce(sum(count), 0)::int as n from rate_limit_buckets where key not like 'user:%'`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n);
}
