import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { withProviderBreaker } from '@/server/providers/circuit-breaker';
import { startCarrierSimulator } from '@/server/providers/simulators';
import { type CarrierEnv, readCarrierConfig } from './env';
import { createCarrierClient } from './http-client';
import type { CarrierProvider } from './types';

export interface CarrierSetup {
  provider: CarrierProvider;
  /** True when answers come from the built-in simulator (the UI then shows "Simulated data"). */
  isSimulated: boolean;
  close(): Promise<void>;
}

/**
 * The configured carrier, or, when CARRIER_CHECK_URL is unset, the simulator on a free loopback port with a fresh
 * token, reached through the same HTTP client.
 */
export async function createCarrierProvider(
  env: CarrierEnv,
  logger: FastifyBaseLogger,
): Promise<CarrierSetup> {
  const config = readCarrierConfig(env);
  if (config) {
    return {
      provider: withBreaker(createCarrierClient(config), env, logger),
      isSimulated: false,
      close: async () => {},
    };
  }
  const token = randomBytes(24).toString('hex');
  const simulator = await startCarrierSimulator({ port: 0, host: '127.0.0.1', token });
  logger.info(`CARRIER_CHECK_URL is not set: using the carrier simulator at ${simulator.url}`);
  return {
    provider: withBreaker(
      createCarrierClient({ baseUrl: simulator.url, token, timeoutMs: env.CARRIER_CHECK_TIMEOUT_MS }),
      env,
      logger,
    ),
    isSimulated: true,
    close: () => simulator.close(),
  };
}

/** Device checks pause after repeated carrier failures; a refused request ('rejected') does not count. */
function withBreaker(provider: CarrierProvider, env: CarrierEnv, logger: FastifyBaseLogger): CarrierProvider {
  return {
    ...provider,
    checkDevice: withProviderBreaker((imei: string) => provider.checkDevice(imei), {
      provider: 'carrier',
      failureThreshold: env.CARRIER_CHECK_BREAKER_THRESHOLD,
      openMs: env.CARRIER_CHECK_BREAKER_OPEN_MS,
      logger,
    }),
  };
}
