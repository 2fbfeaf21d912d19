import { z } from 'zod';

/**
 * How fast bulk intakes search. The device-history provider documents no rate limit (its searches are metered in
 * credits), so the ceiling is ours: 10 searches a second, 4 at a time. At the provider's usual 200 ms an answer, 4
 * in flight could make 20 a second; the ceiling keeps a batch to half of that and leaves room for the interactive
 * intakes, whose per-user limits are far below it. A batch is worked by one worker at a time.
 */
export const BulkIntakeEnvSchema = z.object({
  BULK_INTAKE_SEARCHES_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  BULK_INTAKE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});
export type BulkIntakeEnv = z.infer<typeof BulkIntakeEnvSchema>;
