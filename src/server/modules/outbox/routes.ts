import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OutboxPageReply } from '@/domain/contracts/outbox';
import { readOutboxPage } from './service';

const QuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** The mail kept while no SMTP server is configured; super admins only, and each sees only their own links. */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/outbox',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: 'List the mail outbox',
        tags: ['outbox'],
        querystring: QuerySchema,
        response: { 200: OutboxPageReply },
      },
    },
    (request) => readOutboxPage(app.services, request.platform.actor, request.query),
  );
}
