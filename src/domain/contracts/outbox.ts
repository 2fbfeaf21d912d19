import { z } from 'zod';
import { defineRoute } from './route';
import { isoDateTime, type Wire } from './wire';

export const OutboxMailSchema = z.object({
  id: z.uuid(),
  toAddress: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  /** The reset or invitation link in `text` is hidden: it was sent to someone else. */
  linkHidden: z.boolean(),
  createdAt: isoDateTime,
});
export type OutboxMail = Wire<typeof OutboxMailSchema>;

/** `GET /api/v1/outbox`: one page of the mail kept in the app, newest first. */
export const OutboxPageReply = z.object({ total: z.number().int(), items: z.array(OutboxMailSchema) });

/** The mail kept while no SMTP server is configured; super admins only, and each sees only their own links. */
export const outboxList = defineRoute({
  method: 'GET',
  path: '/api/v1/outbox',
  summary: 'List the mail outbox',
  operationId: 'listOutbox',
  tags: ['outbox'],
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  }),
  reply: OutboxPageReply,
  action: 'platform:manage',
});
