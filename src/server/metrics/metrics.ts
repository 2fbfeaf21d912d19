import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This process's metrics (Prometheus, prom-client): one registry per process, whose metrics live as long as the
 * process. In a cluster the primary sums them over the server processes (cluster-metrics.ts); a gauge every
 * process reads alike from the database (queue depth) is taken once, not summed (`aggregator: 'max'`).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const providerCalls = new Counter({
  name: 'provider_calls_total',
  help: 'Calls to an external provider (device-history search, registry, carrier) by outcome: ok or the failure kind.',
  labelNames: ['provider', 'outcome'] as const,
  registers,
});

export const providerCallDuration = new Histogram({
  name: 'provider_call_duration_seconds',
  help: 'Time of one provider call, retries included.',
  labelNames: ['provider'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
  registers,
});

export const searchesCharged = new Counter({
  name: 'device_history_searches_charged_total',
  help: 'Device-history search requests that reached, or may have reached, the provider: each one is charged.',
  registers,
});

/** 0 closed (calls go through), 1 half-open (one trial call), 2 open (calls paused). */
export const circuitState = new Gauge({
  name: 'provider_circuit_state',
  help: "A provider's circuit breaker: 0 closed, 1 half-open, 2 open (calls paused).",
  labelNames: ['provider'] as const,
  aggregator: 'max',
  registers,
});

export const webhookDeliveries = new Counter({
  name: 'webhook_delivery_attempts_total',
  help: 'Webhook delivery attempts by outcome: delivered, pending (to be retried) or failed (after the last attempt).',
  labelNames: ['outcome'] as const,
  registers,
});

/**
 * A gauge per queue, read at each scrape from the queues' counts and taken once in a cluster: `setRow` sets its
 * values for one queue. Each such gauge has its own collect, reading the same statement's answer (queueCounts): a
 * registry reads each metric side by side, so a value set by another gauge's collect would only show at the next
 * scrape.
 */
function queueGauge<Label extends string>(
  config: { name: string; help: string; labelNames: readonly Label[] },
  setRow: (gauge: Gauge<Label>, row: QueueCount) => void,
) {
  return new Gauge<Label>({
    ...config,
    aggregator: 'max',
    registers,
    async collect() {
      const counts = await queueCounts();
      this.reset();
      for (const row of counts ?? []) setRow(this, row);
    },
  });
}

export const jobQueueDepth = queueGauge(
  {
    name: 'job_queue_jobs',
    help: 'Jobs in each queue by state: waiting (due now), scheduled (a retry or start later) and active.',
    labelNames: ['queue', 'state'] as const,
  },
  (gauge, row) => {
    for (const state of ['waiting', 'scheduled', 'active'] as const) {
      gauge.set({ queue: row.queue, state }, row[state]);
    }
  },
);

export const jobQueueOldestAge = queueGauge(
  {
    name: 'job_queue_oldest_waiting_seconds',
    help: 'How long the oldest job due in each queue has waited for a worker (0 when none waits).',
    labelNames: ['queue'] as const,
  },
  (gauge, row) => gauge.set({ queue: row.queue }, row.oldestWaitingSeconds),
);

type QueueCounts = Awaited<ReturnType<MetricsSource['jobs']['counts']>>;
type QueueCount = QueueCounts[number];
let scrapeCounts: Promise<QueueCounts | null | undefined> | undefined;

/** The queues' counts for the scrape under way: one statement for both queue gauges. */
function queueCounts(): Promise<QueueCounts | null | undefined> {
  scrapeCounts ??= Promise.resolve(source?.jobs.counts().catch(() => null)).finally(() => {
    scrapeCounts = undefined;
  });
  return scrapeCounts;
}

export const jobWorkersRunning = new Gauge({
  name: 'job_workers_running',
  help: '1 in a process whose job workers run, else 0 (summed over processes: how many work jobs).',
  registers,
  collect() {
    this.set(source?.jobs.state === 'running' ? 1 : 0);
  },
});

export const databasePool = new Gauge({
  name: 'database_pool_connections',
  help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers,
  collect() {
    const pool = source?.pool;
    if (!pool) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

/** What the gauges read at each scrape: the app this process serves (the last one built, in tests). */
export interface MetricsSource {
  jobs: {
    state: string;
    counts(): Promise<
      Array<{
        queue: string;
        waiting: number;
        scheduled: number;
        active: number;
        oldestWaitingSeconds: number;
      }>
    >;
  };
  pool?: { totalCount: number; idleCount: number; waitingCount: number } | undefined;
}

let source: MetricsSource | undefined;

export function observeMetricsOf(next: MetricsSource): void {
  source = next;
}
