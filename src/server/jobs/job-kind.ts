import type { z } from 'zod';
import type { QueueName } from '@/server/db/job-queue-schema';
import type { Env } from '@/server/env';

/** How a job is retried: attempts after the first, the first pause (doubling), and how long one attempt may take. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** After this long a running job is taken for lost (its worker died) and tried again. */
  expireInSeconds: number;
}

/**
 * What a kind of job is, as the code that queues it needs it: its queue, the shape of its data, how it is retried and
 * the key that keeps one such job waiting per record. Its worker is added by defineJob (define-job.ts), apart, so that
 * queuing a job imports nothing of the work it starts.
 */
export interface JobKind<Data> {
  queue: QueueName;
  /** The data's shape: `send` refuses data of another shape. */
  data: z.ZodType<Data>;
  /** Fixed, or read from the settings (a retry count an operator sets). */
  retry: RetryPolicy | ((env: Env) => RetryPolicy);
  /** One waiting and one running job per key (the queues are `stately`): a job queued again waits its turn. */
  key: (data: Data) => string;
}

/** A kind of job; its worker is given with defineJob. */
export function jobKind<Data>(kind: JobKind<Data>): JobKind<Data> {
  return kind;
}

/** The kind's retry policy under these settings. */
export function retryOf(kind: Pick<JobKind<unknown>, 'retry'>, env: Env): RetryPolicy {
  return typeof kind.retry === 'function' ? kind.retry(env) : kind.retry;
}

/** When a job queued with `send` may start, if not at once (work paused while a provider asked us to wait). */
export interface SendOptions {
  startAfter?: Date | undefined;
}
