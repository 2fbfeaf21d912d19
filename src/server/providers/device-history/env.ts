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
  /** Consecutive upstream failures after which checks pause (the circuit opens). */
  DEVICE_HISTORY_BREAKER_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
  /** How long checks stay paused before one trial call. */
  DEVICE_HISTORY_BREAKER_OPEN_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});
export type DeviceHistoryEnv = z.infer<typeof DeviceHistoryEnvSchema>;

type DeviceHistoryConfig = Required<
  Pick<DeviceHistoryClientOptions, 'baseUrl' | 'credentials' | 'timeoutMs'>
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
  };
}
