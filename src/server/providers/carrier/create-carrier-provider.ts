import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { withCircuitBreaker } from '@/server/providers/circuit-breaker';
import { ProviderError, providerPaused } from '@/server/providers/provider-error';
import { startCarrierSimulator } from '../../../../simulators/carrier/start-carrier-simulator';
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
  const openMs = env.CARRIER_CHECK_BREAKER_OPEN_MS;
  return {
    ...provider,
    checkDevice: withCircuitBreaker((imei: string) => provider.checkDevice(imei), {
      failureThreshold: env.CARRIER_CHECK_BREAKER_THRESHOLD,
      openMs,
      isUpstreamFailure: (error) => error instanceof ProviderError && error.kind !== 'rejected',
      openError: () => providerPaused('carrier', openMs),
      onOpen: () => logger.warn(`carrier service failing repeatedly: checks paused for ${openMs} ms`),
      onClose: () => logger.info('carrier service answering again: checks resumed'),
    }),
  };
}
