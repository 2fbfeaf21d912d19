import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { startDeviceHistorySimulator } from '../../../../simulators/device-history/start-device-history-simulator';
import { type DeviceHistoryEnv, readDeviceHistoryConfig } from './env';
import { createDeviceHistoryClient } from './http-client';
import type { DeviceHistoryProvider } from './types';

export interface DeviceHistorySetup {
  provider: DeviceHistoryProvider;
  /** True when answers come from the built-in simulator (the UI then shows "Simulated data"). */
  isSimulated: boolean;
  close(): Promise<void>;
}

/**
 * The configured provider, or, when DEVICE_HISTORY_URL is unset, the simulator on a free loopback port with fresh
 * credentials, reached through the same HTTP client: the app never takes a shortcut around the protocol.
 */
export async function createDeviceHistoryProvider(
  env: DeviceHistoryEnv,
  logger: FastifyBaseLogger,
): Promise<DeviceHistorySetup> {
  const config = readDeviceHistoryConfig(env);
  if (config) {
    return { provider: createDeviceHistoryClient(config), isSimulated: false, close: async () => {} };
  }
  const credentials = {
    accountId: String(randomInt(1_000, 1_000_000)),
    secretKey: randomBytes(24).toString('hex'),
    storeId: 1,
  };
  const simulator = await startDeviceHistorySimulator({ port: 0, host: '127.0.0.1', credentials });
  logger.info(`DEVICE_HISTORY_URL is not set: using the device-history simulator at ${simulator.url}`);
  return {
    provider: createDeviceHistoryClient({
      baseUrl: simulator.url,
      credentials,
      timeoutMs: env.DEVICE_HISTORY_TIMEOUT_MS,
    }),
    isSimulated: true,
    close: () => simulator.close(),
  };
}
