import type { FastifyBaseLogger } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Asks now and every hour after, until the process stops (the timer keeps no process alive): for daily work that
 * every process queues under one key per day, so a process down at midnight catches up within the hour. A failed ask
 * is logged with `failure` and made again at the next hour.
 */
export function askHourly(ask: () => Promise<unknown>, logger: FastifyBaseLogger, failure: string) {
  const run = () => {
    ask().catch((error: unknown) => logger.error({ err: error }, failure));
  };
  run();
  setInterval(run, HOUR_MS).unref();
}
