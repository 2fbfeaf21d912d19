import { z } from 'zod';

/**
 * How fast bulk intakes search. The device-history provider documents no rate limit (its searches are metered in
 * credits), so the ceiling is ours: at most 10 searches a second per batch, which leaves the provider's answers
 * (usually 200 ms) and interactive intakes room. A row takes more than its search (the intake's reads and writes,
 * about 0.5 s in all on a busy machine), so 8 rows are in flight to keep up with the ceiling; the pace, not the
 * lanes, is what limits a batch. A batch is worked by one worker at a time.
 */
export const BulkIntakeEnvSchema = z.object({
  BULK_INTAKE_SEARCHES_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  BULK_INTAKE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
});
export type BulkIntakeEnv = z.infer<typeof BulkIntakeEnvSchema>;
