import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '@/server/services';
import { TICK_MS } from './month';
import { runMonitoringTick } from './run-monitoring-tick';

/**
 * Ticks the monitoring scheduler in this worker process: once at start (catching up what was due while no server
 * ran) and every TICK_MS after. Several worker processes may tick in the same period: the period's allowance is
 * shared (see claimSlots), so they queue no more than one would.
 */
export function startMonitoringTicks(services: Pick<Services, 'db' | 'jobs'>, logger: FastifyBaseLogger) {
  const tick = () => {
    if (services.jobs.isStopping) return;
    runMonitoringTick(services).then(
      (queued) => queued > 0 && logger.info({ queued }, 'monitoring searches queued'),
      (error: unknown) => logger.error({ err: error }, 'monitoring tick failed; the next tick catches up'),
    );
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
}
