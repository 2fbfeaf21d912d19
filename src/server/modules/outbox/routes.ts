import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OutboxPageReply } from '@/domain/contracts/outbox';
import { HIDDEN_LINK, type MailKind, PASSWORD_LINK_KINDS } from '@/domain/mail-outbox';
import { mailOutbox } from '@/server/db/schema/platform';
import { unauthenticated } from '@/server/errors';

const QuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Any absolute URL (the reset and invitation links start with APP_URL, whatever it was when the mail was kept). */
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/**
 * The mail kept while no SMTP server is configured (invitations, resets, contact messages); super admins only. A
 * reset or invitation link sets its addressee's password, so it is shown to that addressee alone: reading another
 * person's would let a super admin take over any account.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  r.get(
    '/api/v1/outbox',
    {
      config: { action: 'platform:manage' },
      schema: { tags: ['outbox'], querystring: QuerySchema, response: { 200: OutboxPageReply } },
    },
    async (request) => {
      const reader = request.actor;
      if (!reader) throw unauthenticated();
      const { page, pageSize } = request.query;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: mailOutbox.id,
            kind: mailOutbox.kind,
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
      const items = rows.map(({ kind, ...mail }) =>
        hidesLinkFrom(reader.email, kind, mail.toAddress)
          ? { ...mail, text: mail.text.replace(LINK, HIDDEN_LINK), linkHidden: true }
          : { ...mail, linkHidden: false },
      );
      return { total: totals?.total ?? 0, items };
    },
  );
}

function hidesLinkFrom(readerEmail: string, kind: MailKind, toAddress: string): boolean {
  return (
    PASSWORD_LINK_KINDS.includes(kind) && toAddress.trim().toLowerCase() !== readerEmail.trim().toLowerCase()
  );
}
