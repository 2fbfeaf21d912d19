import type { FastifyInstance } from 'fastify';
import { contactMessageSending } from '@/domain/contracts/contact-messages';
import { messages } from '@/domain/messages';
import { AppError } from '@/server/errors';
import { registerContract } from '@/server/http/register-contract';
import { contactMail } from '@/server/mail/templates';

const CONTACT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { mailer, rateLimiter, env } = app.services;

  registerContract(app, contactMessageSending, async (request) => {
    await rateLimiter.consume([{ key: `contact:ip:${request.ip}`, rule: CONTACT_LIMIT }]);
    try {
      await mailer.send(contactMail(env.CONTACT_TO, request.body));
    } catch (error) {
      request.log.error({ err: error }, 'contact message could not be sent');
      throw new AppError({ status: 502, code: 'MAIL_FAILED', message: messages.contactFailed });
    }
    return { message: messages.contactSent };
  });
}
