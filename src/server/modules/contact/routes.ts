import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReply } from '@/domain/contracts/wire';
import { messages } from '@/domain/messages';
import { ContactMessageSchema } from '@/domain/schemas/contact-message';
import { AppError } from '@/server/errors';
import { contactMail } from '@/server/mail/templates';

const CONTACT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mailer, rateLimiter, env } = app.services;

  r.post(
    '/api/v1/contact-messages',
    {
      config: { action: 'public' },
      schema: {
        summary: 'Send a contact message',
        tags: ['contact'],
        body: ContactMessageSchema,
        response: { 202: MessageReply },
      },
    },
    async (request, reply) => {
      await rateLimiter.consume([{ key: `contact:ip:${request.ip}`, rule: CONTACT_LIMIT }]);
      try {
        await mailer.send(contactMail(env.CONTACT_TO, request.body));
      } catch (error) {
        request.log.error({ err: error }, 'contact message could not be sent');
        throw new AppError({ status: 502, code: 'MAIL_FAILED', message: messages.contactFailed });
      }
      return reply.status(202).send({ message: messages.contactSent });
    },
  );
}
