import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnreachable } from './errors';

/** The longest pause between two tries while the database cannot be reached. */
export const UNREACHABLE_RETRY_MAX_MS = 10_000;

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * Runs `work` until it succeeds, trying again while the database cannot be reached (1 s doubling to
 * UNREACHABLE_RETRY_MAX_MS): a database that is away at start is waited for, not a reason to exit. Any other failure
 * (a migration PostgreSQL refuses) is thrown at once. Aborting `signal` (the process stops) ends the wait.
 */
export async function retryWhileUnreachable<T>(
  work: () => Promise<T>,
  { logger, what, signal }: { logger: Logger; what: string; signal: AbortSignal },
): Promise<T> {
  for (let waitMs = 1_000; ; waitMs = Math.min(waitMs * 2, UNREACHABLE_RETRY_MAX_MS)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnreachable(error) || signal.aborted) throw error;
      logger.warn(
        { err: error },
        `${what}: the database cannot be reached; trying again in ${waitMs / 1000} s`,
      );
      await delay(waitMs, undefined, { signal });
    }
  }
}
