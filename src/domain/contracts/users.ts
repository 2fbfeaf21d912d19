import { z } from 'zod';
import { MemberSchema } from './organisations';
import { pageReply } from './page';
import type { Wire } from './wire';

/** One row of the Super Admin Panel's user list. */
export const UserRowSchema = MemberSchema.extend({
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  invitationPending: z.boolean().describe('No password set yet: the invitation can be resent'),
  /** A second factor is set up. */
  twoFactorEnabled: z.boolean(),
  twoFactorExempt: z.boolean().describe('A demo account: signs in with the password alone'),
  deactivated: z
    .boolean()
    .describe('Deactivated: no session, sign-in or API key of theirs works until reactivated'),
});
export type UserRow = Wire<typeof UserRowSchema>;

/** `GET /api/v1/users`: one page of every user. */
export const UserPageReply = pageReply(UserRowSchema);
