import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './metrics';

const ASK = 'claimguard:metrics';
const ANSWER = 'claimguard:metrics-answer';
/** How long a server process waits for the primary's sum before answering with its own metrics alone. */
const ANSWER_WITHIN_MS = 5_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  /** Null when the primary could not gather them: the process then answers with its own. */
  text: string | null;
}

// The primary's AggregatorRegistry asks each server process for this registry's metrics (prom-client's own messages).
AggregatorRegistry.setRegistries([metricsRegistry]);

/**
 * The metrics a scrape gets. A single process answers with its own. A server process of a cluster asks the primary,
 * which sums every server process's metrics (prom-client's AggregatorRegistry), so a scrape of the shared port sees
 * the whole server whichever process takes it.
 */
export async function metricsText(): Promise<{ contentType: string; text: string }> {
  const contentType = metricsRegistry.contentType;
  if (!cluster.isWorker || !process.send) return { contentType, text: await metricsRegistry.metrics() };
  const id = randomUUID();
  const text = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => done(null), ANSWER_WITHIN_MS);
    const onMessage = (message: Answer) => {
      if (message?.type === ANSWER && message.id === id) done(message.text);
    };
    const done = (value: string | null) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(value);
    };
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
  return { contentType, text: text ?? (await metricsRegistry.metrics()) };
}

/** In the primary: answers a server process's request for the cluster's metrics. */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || typeof message.id !== 'string') return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      () => worker.send({ type: ANSWER, id, text: null } satisfies Answer),
    );
  });
}
