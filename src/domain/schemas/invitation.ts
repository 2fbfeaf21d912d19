import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { messages } from '@/domain/messages';
import { UserDetailsSchema } from './user-details';

const email = z.string().trim().toLowerCase().max(255, messages.emailTooLong);

/** An invitation's fields, checked in order: a valid e-mail, first name, last name (toast title 'Validation Error'). */
export const InvitationSchema = z
  .strictObject({ email: email.pipe(z.email(messages.invalidEmailAddress)) })
  .extend(UserDetailsSchema.shape);
export type InvitationInput = z.input<typeof InvitationSchema>;
export type Invitation = z.output<typeof InvitationSchema>;

/** The part after the last '@', or '' when there is none. */
export function emailDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The super admin's invite: an e-mail with no domain part is 'Invalid email format' before any other check. */
export const AdminInvitationSchema = InvitationSchema.extend({
  email: email
    .refine((address) => emailDomain(address) !== '', adminMessages.invalidEmailFormat)
    .pipe(z.email(messages.invalidEmailAddress)),
});
