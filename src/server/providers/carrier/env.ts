import { z } from 'zod';

/** The carrier provider's settings, merged into the app's EnvSchema. */
export const CarrierEnvSchema = z.object({
  /** Unset: the app runs the carrier simulator on loopback instead. */
  CARRIER_CHECK_URL: z.url().optional(),
  CARRIER_CHECK_TOKEN: z.string().min(1).optional(),
  CARRIER_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Consecutive carrier failures after which carrier checks pause (the circuit opens). */
  CARRIER_CHECK_BREAKER_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
  /** How long carrier checks stay paused before one trial call. */
  CARRIER_CHECK_BREAKER_OPEN_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});
export type CarrierEnv = z.infer<typeof CarrierEnvSchema>;

export interface CarrierConfig {
  baseUrl: string;
  token: string;
  timeoutMs: number;
}

/** The client settings when a real carrier is configured, or null; a URL without its token halts boot. */
export function readCarrierConfig(
  env: Pick<CarrierEnv, 'CARRIER_CHECK_URL' | 'CARRIER_CHECK_TOKEN' | 'CARRIER_CHECK_TIMEOUT_MS'>,
): CarrierConfig | null {
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
