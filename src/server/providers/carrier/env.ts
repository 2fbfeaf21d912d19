import { z } from 'zod';

/** The carrier provider's settings, merged into the app's EnvSchema. */
export const CarrierEnvSchema = z.object({
  /** Unset: the app runs the carrier simulator on loopback instead. */
  CARRIER_CHECK_URL: z.url().optional(),
  CARRIER_CHECK_TOKEN: z.string().min(1).optional(),
  CARRIER_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});
export type CarrierEnv = z.infer<typeof CarrierEnvSchema>;

export interface CarrierConfig {
  baseUrl: string;
  token: string;
  timeoutMs: number;
}

/** The client settings when a real carrier is configured, or null; a URL without its token halts boot. */
export function readCarrierConfig(env: CarrierEnv): CarrierConfig | null {
  if (!env.CARRIER_CHECK_URL) return null;
  if (!env.CARRIER_CHECK_TOKEN) {
    throw new Error('Invalid environment: CARRIER_CHECK_TOKEN is required when CARRIER_CHECK_URL is set');
  }
  return {
    baseUrl: env.CARRIER_CHECK_URL,
    token: env.CARRIER_CHECK_TOKEN,
    timeoutMs: env.CARRIER_CHECK_TIMEOUT_MS,
  };
}
