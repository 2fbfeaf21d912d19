import { Piscina } from 'piscina';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { AppError } from '@/server/errors';
import type { BulkFileChecked, BulkFileTask } from './check-bulk-file';

/** Files waiting for a thread, per thread; past that a file is refused (429) rather than queued for long. */
const QUEUED_PER_THREAD = 4;
/** What a refused file is told to wait. */
const RETRY_AFTER_SECONDS = 5;

export interface BulkFileChecker {
  /** Reads and checks a file on a worker thread; a 429 when every thread is busy and the queue is full. */
  check(task: BulkFileTask): Promise<BulkFileChecked>;
  close(): Promise<void>;
}

/**
 * Parsing and checking a bulk file (up to 10,000 rows through the intake rules) is CPU work of up to a second; on the
 * event loop it would hold up every other request of every tenant. It runs on a pool of `threads` worker threads
 * (piscina) with a short queue; the process's own thread only reads the body and the database. The worker runs the
 * TypeScript source through tsx, as the server itself does. Threads start on the first file and end when idle.
 */
export function createBulkFileChecker(threads: number): BulkFileChecker {
  const maxQueue = threads * QUEUED_PER_THREAD;
  const pool = new Piscina<BulkFileTask, BulkFileChecked>({
    filename: new URL('./check-bulk-file.ts', import.meta.url).href,
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    maxQueue,
  });
  return {
    check(task) {
      // Counted and queued in one tick: no other request can come between.
      if (pool.queueSize >= maxQueue) {
        throw new AppError({
          status: 429,
          code: 'TOO_MANY_REQUESTS',
          message: bulkIntakeMessages.checkerBusy,
          title: bulkIntakeMessages.title,
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        });
      }
      return pool.run(task);
    },
    close: () => pool.destroy(),
  };
}
