import { afterAll, beforeAll } from 'vitest';
import { createDeviceHistoryClient } from '@/server/providers/device-history/http-client';
import {
  type DeviceHistorySimulator,
  startDeviceHistorySimulator,
} from '../../simulators/device-history/start-device-history-simulator';
import { createTestApp, type TestApp } from './test-app';

/** What a file's tests of the provider's answers work with: the simulator, the app searching it, a signed-in handler. */
export type SimulatedProviderApp = { simulator: DeviceHistorySimulator; t: TestApp; cookie: string };

/**
 * The device-history simulator on a loopback port and a test app that searches it with these credentials, giving up
 * after `timeoutMs`; `providerUrl` puts something between them (a faulty connection) where a test needs it. The
 * claims processor member@demo.test is signed in.
 */
export async function startSimulatedProviderApp(options: {
  credentials: { accountId: string; secretKey: string; storeId: number };
  timeoutMs: number;
  providerUrl?: (simulatorUrl: string) => Promise<string>;
}): Promise<SimulatedProviderApp> {
  const { credentials, timeoutMs } = options;
  const simulator = await startDeviceHistorySimulator({ port: 0, credentials });
  const baseUrl = options.providerUrl ? await options.providerUrl(simulator.url) : simulator.url;
  const t = await createTestApp({
    deviceHistory: createDeviceHistoryClient({ baseUrl, credentials, timeoutMs }),
  });
  return { simulator, t, cookie: await t.signIn('member@demo.test') };
}

/**
 * One simulator and app for a test file: started before its tests, closed after them. The returned object reads
 * through to them; use it inside tests and hooks only.
 */
export function setupSimulatedProviderApp(
  options: Parameters<typeof startSimulatedProviderApp>[0],
): SimulatedProviderApp {
  let current: SimulatedProviderApp | undefined;
  beforeAll(async () => {
    current = await startSimulatedProviderApp(options);
  });
  afterAll(async () => {
    await current?.t.close();
    await current?.simulator.close();
  });
  const started = (): SimulatedProviderApp => {
    if (!current) throw new Error('setupSimulatedProviderApp: the app is only there inside tests and hooks');
    return current;
  };
  return {
    get simulator() {
      return started().simulator;
    },
    get t() {
      return started().t;
    },
    get cookie() {
      return started().cookie;
    },
  };
}
