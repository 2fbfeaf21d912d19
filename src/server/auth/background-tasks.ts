import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  /** Resolves when every task started so far has settled (graceful shutdown and tests). */
  drain(): Promise<void>;
}

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task
        .catch((error: unknown) => logger.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
