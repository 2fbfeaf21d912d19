import { fileURLToPath } from 'node:url';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '@/server/app';
import { forgetSearchCounts } from '@/server/db/short-search-counts';
import type { CarrierProvider } from '@/server/providers/carrier/types';
import type { DeviceRegistry } from '@/server/providers/device-history/registry-client';
import type { DeviceHistoryProvider } from '@/server/providers/device-history/types';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import type { Services } from '@/server/services';
import { openTableSnapshot } from './table-snapshot';
import { openTestDatabase, type TestDatabase } from './test-database';
import { APP_ORIGIN, testEnv } from './test-env';

const webRoot = fileURLToPath(new URL('../fixtures/web-root', import.meta.url));

export interface RequestOptions {
  cookie?: string;
  /** The client address the rate limits see (trustProxy is off, so it is the socket's). */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: App;
  services: Services;
  database: TestDatabase;
  /** Signs in over HTTP (demo password by default) and returns the Cookie header of the new session. */
  signIn(email: string, password?: string): Promise<string>;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** A JSON POST with the Origin header a browser on APP_URL sends. */
  post(url: string, payload: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Waits for background mail, then puts the database back to the demo data. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Logger settings of the test's choosing (a level and a stream to read the log from); by default silent. */
  logger?: BuildAppOptions['logger'];
  /** A provider of the test's choosing (a short timeout, wrong credentials); by default the built-in simulator. */
  deviceHistory?: DeviceHistoryProvider;
  /** A carrier of the test's choosing; by default the built-in carrier simulator. */
  carrier?: CarrierProvider;
  /** A device registry of the test's choosing (with `deviceHistory`); by default the simulator's. */
  registry?: DeviceRegistry;
  /** A database another app used before (a restart): this app leaves it open when it closes. */
  database?: TestDatabase;
}

/** The whole server on a database of its own, demo data loaded (see src/server/seed/demo-data.ts for the accounts). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database
    ? { ...options.database, close: async () => {} }
    : await openTestDatabase();
  const env = testEnv({
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    webRoot,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.deviceHistory ? { deviceHistory: options.deviceHistory } : {}),
    ...(options.carrier ? { carrier: options.carrier } : {}),
    ...(options.registry ? { registry: options.registry } : {}),
  });
  await app.ready();
  const { services } = app;
  const demoData = openTableSnapshot(services.db);

  const send = (inject: InjectOptions, { cookie, remoteAddress, headers }: RequestOptions = {}) =>
    app.inject({
      ...inject,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { ...(cookie ? { cookie } : {}), ...inject.headers, ...headers },
    });

  const testApp: TestApp = {
    app,
    services,
    database,
    get: (url, options) => send({ method: 'GET', url }, options),
    post: (url, payload, options) =>
      send(
        {
          method: 'POST',
          url,
          payload: payload as InjectOptions['payload'],
          headers: { origin: APP_ORIGIN },
        },
        options,
      ),
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await testApp.post('/api/auth/sign-in', { email, password });
      const session = response.cookies.find((cookie) => cookie.name === 'claimguard.session_token');
      if (response.statusCode !== 200 || !session) {
        throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return `${session.name}=${session.value}`;
    },
    async reset() {
      await services.backgroundTasks.drain();
      await demoData.restore();
      // The demo data is back under the same ids: counts kept for its searches are no longer true.
      forgetSearchCounts();
    },
    close: () => app.close(),
  };
  return testApp;
}

/**
 * One app per test file, back to the demo data before every test, so no test depends on another or on order.
 * The returned object reads through to the current app; use it inside tests and hooks only.
 */
export function setupTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  let isDirty = false;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  beforeEach(async () => {
    if (isDirty) await current?.reset();
    isDirty = true;
  });
  afterEach(async () => {
    await current?.services.backgroundTasks.drain();
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key: keyof TestApp) {
      if (!current) throw new Error('setupTestApp: the app is only there inside tests and hooks');
      return current[key];
    },
  });
}
