import { z } from 'zod';

/** How webhooks are sent; tests shorten the waits. */
export const WebhookEnvSchema = z.object({
  /**
   * Attempts of a delivery after the first, with pauses doubling from WEBHOOK_RETRY_DELAY_SECONDS (each up to twice
   * as long at random): 10 from 60 s spread the attempts over about a day.
   */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(10),
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long one attempt may take, connection to last byte of the answer read. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Whether webhooks may go to this computer (loopback): by default outside production only. The browser tests set
   * it on their production build, whose receiver runs on the same machine; never set it on a real server.
   */
  WEBHOOK_ALLOW_LOOPBACK: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Deliveries in a row failing after their last attempt that disable an endpoint (its org admins are mailed). */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
});
