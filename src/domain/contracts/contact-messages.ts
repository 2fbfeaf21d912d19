import { ContactMessageSchema } from '@/domain/schemas/contact-message';
import { defineRoute } from './route';
import { MessageReply } from './wire';

/** The public contact form: mailed to the team, a few per address an hour. */
export const contactMessageSending = defineRoute({
  method: 'POST',
  path: '/api/v1/contact-messages',
  summary: 'Send a contact message',
  operationId: 'sendContactMessage',
  tags: ['contact'],
  body: ContactMessageSchema,
  reply: MessageReply,
  status: 202,
  action: 'public',
});
