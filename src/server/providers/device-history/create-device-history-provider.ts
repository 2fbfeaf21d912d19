import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { startDeviceHistorySimulator } from '../../../../simulators/device-history/start-device-history-simulator';
import { withCircuitBreaker } from '../circuit-breaker';
import { DeviceHistoryError } from './device-history-error';
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
    const provider = withBreaker(createDeviceHistoryClient(config), env, logger);
    return { provider, isSimulated: false, close: async () => {} };
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
  });
  return {
    provider: withBreaker(client, env, logger),
    isSimulated: true,
    close: () => simulator.close(),
  };
}

/** A refused request ('rejected') is about that request; every other failure means the service is failing. */
const isServiceFailure = (error: Error) => error instanceof DeviceHistoryError && error.kind !== 'rejected';

export function withBreaker(
  provider: DeviceHistoryProvider,
  env: Pick<DeviceHistoryEnv, 'DEVICE_HISTORY_BREAKER_THRESHOLD' | 'DEVICE_HISTORY_BREAKER_OPEN_MS'>,
  logger: FastifyBaseLogger,
): DeviceHistoryProvider {
  const openMs = env.DEVICE_HISTORY_BREAKER_OPEN_MS;
  return {
    search: withCircuitBreaker((imei: string) => provider.search(imei), {
      failureThreshold: env.DEVICE_HISTORY_BREAKER_THRESHOLD,
      openMs,
      isUpstreamFailure: isServiceFailure,
      openError: () =>
        new DeviceHistoryError('paused', { detail: `circuit open for ${openMs} ms`, attempts: 0 }),
      onOpen: () => logger.warn(`device-history service failing repeatedly: checks paused for ${openMs} ms`),
      onClose: () => logger.info('device-history service answering again: checks resumed'),
    }),
  };
}
