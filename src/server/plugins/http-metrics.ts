import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, httpRequests } from '@/server/metrics/metrics';

/**
 * Counts and times every reply by method, route pattern (`/api/v1/checks/:id`, never the address asked for, which
 * would make a series per record) and status; a request no route matched counts as `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
