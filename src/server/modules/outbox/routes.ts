import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/platform';

const QuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const OutboxPageSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      id: z.uuid(),
      toAddress: z.string(),
      replyTo: z.string().nullable(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.date(),
    }),
  ),
});

/** The mail kept while no SMTP server is configured (invitations, resets, contact messages); super admins only. */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  r.get(
    '/api/v1/outbox',
    {
      config: { action: 'platform:manage' },
      schema: { tags: ['outbox'], querystring: QuerySchema, response: { 200: OutboxPageSchema } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [items, [totals]] = await Promise.all([
        db
          .select({
            id: mailOutbox.id,
            toAddress: mailOutbox.toAddress,
            replyTo: mailOutbox.replyTo,
            subject: mailOutbox.subject,
            text: mailOutbox.text,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(mailOutbox),
      ]);
      return { total: totals?.total ?? 0, items };
    },
  );
}
