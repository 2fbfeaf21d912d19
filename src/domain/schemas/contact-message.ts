import { z } from 'zod';
import { CONTACT_LIMITS } from '@/domain/contact-limits';
import { messages } from '@/domain/messages';

export const ContactMessageSchema = z.strictObject({
  name: z.string().trim().min(1, messages.nameRequired).max(CONTACT_LIMITS.name, messages.nameTooLong),
  email: z
    .string()
    .trim()
    .pipe(z.email(messages.invalidEmailAddress).max(CONTACT_LIMITS.email, messages.emailTooLong)),
  subject: z
    .string()
    .trim()
    .min(1, messages.subjectRequired)
    .max(CONTACT_LIMITS.subject, messages.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(1, messages.messageRequired)
    .max(CONTACT_LIMITS.message, messages.messageTooLong),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
