import { z } from 'zod';

/**
 * How fast bulk intakes search. The device-history provider documents no rate limit (its searches are metered in
 * credits), so the ceiling is ours: at most 10 searches a second per batch, which leaves the provider and the
 * interactive intakes room. 4 rows in flight: more did not go faster on the embedded database, whose work holds up
 * the process's answers, and let some searches run past the provider's 3 s timeout (bench/README.md). A batch is
 * worked by one worker at a time.
 */
export const BulkIntakeEnvSchema = z.object({
  BULK_INTAKE_SEARCHES_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  BULK_INTAKE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Worker threads that read and check uploaded bulk files, off the event loop (each file is up to a second of CPU);
   * a few more files wait for them, then one is refused with 429. One leaves the other cores to the requests.
   */
  BULK_FILE_THREADS: z.coerce.number().int().min(1).max(16).default(1),
});
export type BulkIntakeEnv = z.infer<typeof BulkIntakeEnvSchema>;
