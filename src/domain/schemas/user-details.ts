import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { shownText } from '@/domain/well-formed-text';

/** First name, last name and title: what an invitation, a super admin's Edit and Manage Profile set. */
export const UserDetailsSchema = z.strictObject({
  firstName: shownText().trim().min(1, adminMessages.firstNameRequired).max(100, adminMessages.nameTooLong),
  lastName: shownText().trim().min(1, adminMessages.lastNameRequired).max(100, adminMessages.nameTooLong),
  /** Optional: an empty or missing title is stored as none. */
  title: shownText()
    .trim()
    .max(100, adminMessages.titleTooLong)
    .nullish()
    .transform((title) => title || null),
});
export type UserDetailsInput = z.input<typeof UserDetailsSchema>;
export type UserDetails = z.output<typeof UserDetailsSchema>;
