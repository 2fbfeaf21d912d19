import { ApiError } from './api-client';

/** Whether a failed read is asked again: a 4xx will not change by asking again; network failures and 5xx get two more tries. */
export const shouldRetryRead = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/** How long to wait before asking again after the `attempt`-th failure (from 0). */
export const readRetryDelay = (attempt: number): number => Math.min(200 * 2 ** attempt, 5_000);
