import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, expect } from 'vitest';
import { createDeviceHistoryClient } from '@/server/providers/device-history/http-client';
import {
  type DeviceHistorySimulator,
  startDeviceHistorySimulator,
} from '../../simulators/device-history/start-device-history-simulator';
import { setupRegistryApps, WORKING } from './registry-test-support';
import { send } from './review-test-support';
import type { TestApp } from './test-app';
import { APP_ORIGIN } from './test-env';

export const BULK_HEADER = 'imei,claim_type,reference,fnol,loss_date';

/** A bulk file of these rows under the header, Unix line ends unless told. */
export const bulkFile = (rows: string[], eol = '\n') => [BULK_HEADER, ...rows].join(eol) + eol;

/** Rows of theft claims for these devices, referenced `<prefix>-1`, `<prefix>-2`, … in file order. */
export const bulkRows = (imeis: string[], prefix: string) =>
  imeis.map((imei, i) => `${imei},Theft,${prefix}-${i + 1},no,`);

/** Posts a file as the raw body, as the Bulk upload page and a claim system do. */
export function postFile(
  t: TestApp,
  url: string,
  body: string | Buffer,
  cookie: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { cookie, origin: APP_ORIGIN, 'content-type': 'text/csv', ...headers },
  });
}

export const SIMULATOR_CREDENTIALS = { accountId: '4711', secretKey: 'bulk-test-secret', storeId: 5 };

/** The device-history simulator over HTTP, so a test counts the searches it received. */
export async function simulatedProvider(latencyMs = 0) {
  const credentials = SIMULATOR_CREDENTIALS;
  const simulator = await startDeviceHistorySimulator({ port: 0, credentials, latencyMs });
  const deviceHistory = createDeviceHistoryClient({ baseUrl: simulator.url, credentials });
  return { simulator, deviceHistory };
}

/**
 * A test file's device-history simulators over HTTP, each closed after its test. Call once at the file's top, after
 * the apps' set-up: Vitest runs the later after-hook first, so the simulators close before the apps.
 */
export function setupSimulatedProviders() {
  const simulators: DeviceHistorySimulator[] = [];
  afterEach(async () => {
    for (const simulator of simulators.splice(0)) await simulator.close();
  });
  return async function provider(latencyMs = 0) {
    const made = await simulatedProvider(latencyMs);
    simulators.push(made.simulator);
    return made;
  };
}

/**
 * A test file's apps and device-history simulators, each closed after its test (the simulators first), and
 * `startWorking()`: an app with its job workers on, searching a fresh simulator of its own.
 */
export function setupBulkIntakeApps() {
  const apps = setupRegistryApps();
  const provider = setupSimulatedProviders();
  async function startWorking() {
    const { simulator, deviceHistory } = await provider();
    const t = await apps.start({ env: WORKING, deviceHistory });
    return { t, simulator };
  }
  return { ...apps, provider, startWorking };
}

/** Changes the organisation's settings as its signed-in org admin (the bulk approval threshold, the budget, …). */
export const saveSettings = (t: TestApp, cookie: string, payload: object) =>
  send(t, { method: 'PUT', url: '/api/v1/organisation-settings', cookie, payload });

/** Searches the simulator received for each IMEI. */
export const searchesOf = (simulator: DeviceHistorySimulator, imeis: string[]) =>
  imeis.map((imei) => simulator.countSearches(imei));

/** Polls the batch until it is finished (the workers poll every half second). */
export async function finishedBatch(t: TestApp, id: string, cookie: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const batch = (await t.get(`/api/v1/bulk-intakes/${id}`, { cookie })).json();
    if (batch.status === 'finished') return batch;
    expect(Date.now(), `batch ${id} still ${batch.status} (${batch.done} done)`).toBeLessThan(until);
    await delay(200);
  }
}
