import { z } from 'zod';
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
