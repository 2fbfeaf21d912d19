import { z } from 'zod';
import type { DeviceHistoryClientOptions } from './http-client';

/** The device-history provider's settings, to be merged into the app's EnvSchema (its `.shape`). */
export const DeviceHistoryEnvSchema = z.object({
  /** Unset: the app runs the simulator on loopback instead. */
  DEVICE_HISTORY_URL: z.url().optional(),
  DEVICE_HISTORY_ACCOUNT_ID: z
    .string()
    .regex(/^\d+$/, 'DEVICE_HISTORY_ACCOUNT_ID must be numeric')
    .optional(),
  DEVICE_HISTORY_SECRET_KEY: z.string().min(1).optional(),
  DEVICE_HISTORY_STORE_ID: z.coerce.number().int().nonnegative().optional(),
  DEVICE_HISTORY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /**
   * Further attempts of a search that certainly never reached the provider (connection refused, DNS, TLS before
   * sending). A search that may have arrived (an answer, a reset, a timeout) is never repeated: each is charged.
   */
  DEVICE_HISTORY_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** The configured store is the provider's test store: screens then say "Test store". */
  DEVICE_HISTORY_TEST_STORE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The name the registry shows our account's claims under (its insurer field): monitoring recognises the
   * organisation's own registered claim by it. With the simulator, the simulator's name.
   */
  DEVICE_HISTORY_REGISTRY_NAME: z.string().trim().min(1).max(200).optional(),
  /** The provider's item category of the devices settled claims are registered for (mobile phones). */
  DEVICE_HISTORY_ITEM_CATEGORY: z.coerce.number().int().nonnegative().default(1),
  /**
   * Attempts of a registry submission after the first, with doubling pauses from REGISTRY_RETRY_DELAY_SECONDS; only
   * one that certainly never registered the claim (never reached the registry, or its error 1) is sent again.
   */
  REGISTRY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  REGISTRY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * How long a registry submission waits for its answer. One that runs out of time may have been registered: it is
   * "outcome unknown" for an admin, never resent on its own. At most 15 s, so that a stopping process (which waits
   * up to 15 s for jobs in flight) lets it finish.
   */
  REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(500).max(15_000).default(10_000),
  /** Consecutive upstream failures after which checks pause (the circuit opens). */
  DEVICE_HISTORY_BREAKER_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
  /** How long checks stay paused before one trial call. */
  DEVICE_HISTORY_BREAKER_OPEN_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});
export type DeviceHistoryEnv = z.infer<typeof DeviceHistoryEnvSchema>;

type DeviceHistoryConfig = Required<
  Pick<DeviceHistoryClientOptions, 'baseUrl' | 'credentials' | 'timeoutMs' | 'retries'>
>;

/**
 * The client settings when a real provider is configured, or null when DEVICE_HISTORY_URL is unset. A URL without
 * its credentials halts boot rather than failing every check later.
 */
export function readDeviceHistoryConfig(env: DeviceHistoryEnv): DeviceHistoryConfig | null {
  if (!env.DEVICE_HISTORY_URL) return null;
  const { DEVICE_HISTORY_ACCOUNT_ID: accountId, DEVICE_HISTORY_SECRET_KEY: secretKey } = env;
  const storeId = env.DEVICE_HISTORY_STORE_ID;
  if (accountId === undefined || secretKey === undefined || storeId === undefined) {
    throw new Error(
      'Invalid environment: DEVICE_HISTORY_ACCOUNT_ID, DEVICE_HISTORY_SECRET_KEY and DEVICE_HISTORY_STORE_ID are required when DEVICE_HISTORY_URL is set',
    );
  }
  return {
    baseUrl: env.DEVICE_HISTORY_URL,
    credentials: { accountId, secretKey, storeId },
    timeoutMs: env.DEVICE_HISTORY_TIMEOUT_MS,
    retries: env.DEVICE_HISTORY_MAX_RETRIES,
  };
}

/** Loopback hosts: a local proxy in front of the provider (which itself speaks TLS to it). */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';

/**
 * In production the provider is reached over https: the signed search and its answer (the verdict) must not cross a
 * network in the clear, where they could be read or changed. A loopback address (a local proxy) is the exception.
 * Returns why the URL is refused, or null.
 */
export function insecureDeviceHistoryUrl(env: {
  NODE_ENV: string;
  DEVICE_HISTORY_URL?: string;
}): string | null {
  if (env.NODE_ENV !== 'production' || !env.DEVICE_HISTORY_URL) return null;
  const url = new URL(env.DEVICE_HISTORY_URL);
  if (url.protocol === 'https:' || isLoopback(url.hostname)) return null;
  return `Invalid environment: DEVICE_HISTORY_URL must start with https:// when NODE_ENV=production (it is ${url.protocol}//${url.host}); only a loopback address such as http://127.0.0.1 (a local proxy) may use http`;
}
