import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { withProviderBreaker } from '@/server/providers/circuit-breaker';
import { registryInsurerName, startDeviceHistorySimulator } from '@/server/providers/simulators';
import { type DeviceHistoryEnv, readDeviceHistoryConfig } from './env';
import { createDeviceHistoryClient } from './http-client';
import { createRegistryClient, type DeviceRegistry } from './registry-client';
import type { DeviceHistoryProvider, DeviceSearch } from './types';

export interface DeviceHistorySetup {
  provider: DeviceHistoryProvider;
  /** True when answers come from the built-in simulator (the UI then shows "Simulated data"). */
  isSimulated: boolean;
  /** True when the configured store is the provider's test store (the UI then shows "Test store"). */
  isTestStore: boolean;
  /** The same service's registry of claims, reached with the same credentials. */
  registry: DeviceRegistry;
  /** The name the registry lists our claims under (DEVICE_HISTORY_REGISTRY_NAME, or the simulator's), if known. */
  registryName: string | null;
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
    const provider = withBreaker(createDeviceHistoryClient({ ...config, log: logger }), env, logger);
    if (env.DEVICE_HISTORY_TEST_STORE)
      logger.warn('DEVICE_HISTORY_TEST_STORE is set: checks answer with test data');
    return {
      provider,
      isSimulated: false,
      isTestStore: env.DEVICE_HISTORY_TEST_STORE,
      registry: createRegistryClient({
        ...config,
        itemCategory: env.DEVICE_HISTORY_ITEM_CATEGORY,
        timeoutMs: env.REGISTRY_TIMEOUT_MS,
      }),
      registryName: env.DEVICE_HISTORY_REGISTRY_NAME ?? null,
      close: async () => {},
    };
  }
  const credentials = {
    accountId: String(randomInt(1_000, 1_000_000)),
    secretKey: randomBytes(24).toString('hex'),
    storeId: 1,
  };
  const simulator = await startDeviceHistorySimulator({ port: 0, host: '127.0.0.1', credentials });
  logger.info(`DEVICE_HISTORY_URL is not set: using the device-history simulator at ${simulator.url}`);
  const client = createDeviceHistoryClient({
    baseUrl: simulator.url,
    credentials,
    timeoutMs: env.DEVICE_HISTORY_TIMEOUT_MS,
    retries: env.DEVICE_HISTORY_MAX_RETRIES,
    log: logger,
  });
  return {
    provider: withBreaker(client, env, logger),
    isSimulated: true,
    isTestStore: env.DEVICE_HISTORY_TEST_STORE,
    registry: createRegistryClient({
      baseUrl: simulator.url,
      credentials,
      itemCategory: env.DEVICE_HISTORY_ITEM_CATEGORY,
      timeoutMs: env.REGISTRY_TIMEOUT_MS,
    }),
    registryName: env.DEVICE_HISTORY_REGISTRY_NAME ?? registryInsurerName(credentials.storeId),
    close: () => simulator.close(),
  };
}

export function withBreaker(
  provider: DeviceHistoryProvider,
  env: Pick<DeviceHistoryEnv, 'DEVICE_HISTORY_BREAKER_THRESHOLD' | 'DEVICE_HISTORY_BREAKER_OPEN_MS'>,
  logger: FastifyBaseLogger,
): DeviceHistoryProvider {
  return {
    search: withProviderBreaker((search: DeviceSearch) => provider.search(search), {
      provider: 'device-history',
      failureThreshold: env.DEVICE_HISTORY_BREAKER_THRESHOLD,
      openMs: env.DEVICE_HISTORY_BREAKER_OPEN_MS,
      logger,
    }),
  };
}
