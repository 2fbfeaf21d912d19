import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthenticated } from '@/server/errors';
import { metricsText } from '@/server/metrics/cluster-metrics';

/**
 * `GET /metrics` in Prometheus's text format, for a scraper: with METRICS_TOKEN set only to `Authorization: Bearer
 * <token>` (401 otherwise); without it open outside production and absent in production (404). In a cluster the
 * reply sums every server process (cluster-metrics.ts), whichever process takes the scrape.
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const { METRICS_TOKEN: token, NODE_ENV } = app.services.env;
  app.get('/metrics', { config: { action: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // Not callNotFound: outside /api the not-found handler answers a GET with the SPA's index.html (200).
    if (!token && NODE_ENV === 'production') throw notFound(`No route ${request.method} /metrics`);
    if (token && !hasToken(request, token)) throw unauthenticated();
    const { contentType, text } = await metricsText();
    return reply.type(contentType).send(text);
  });
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
