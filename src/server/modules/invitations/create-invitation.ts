import { adminMessages } from '@/domain/admin-messages';
import type { Role } from '@/domain/roles';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { isUniqueViolation } from '@/server/db/errors';
import { users } from '@/server/db/schema/auth';
import { profiles, userRoles } from '@/server/db/schema/people';
import { conflict } from '@/server/errors';
import type { Services } from '@/server/services';
import { issueInvitation, mailInvitation } from './issue-invitation';

export interface NewInvitation {
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  role: Role;
  organisation: { id: string; name: string };
  invitedBy: string | null;
}

/**
 * Creates the invitee's account (no password yet, so it cannot sign in), profile, role and a single-use link, and mails
 * the link, in one transaction. The account becomes usable when the link is accepted. An e-mail that already has an
 * account is refused (409), and a mail that cannot be sent answers 502; either way nothing is written, so a retry
 * starts afresh.
 */
export async function createInvitation(deps: Pick<Services, 'db' | 'mailer' | 'env'>, input: NewInvitation) {
  const email = input.email.toLowerCase();
  return deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, name: `${input.firstName} ${input.lastName}`.trim() })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      await tx.insert(profiles).values({
        id: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        organizationId: input.organisation.id,
      });
      await tx.insert(userRoles).values({ userId: user.id, role: input.role });
      const invitation = await issueInvitation(tx, {
        userId: user.id,
        organisationId: input.organisation.id,
        invitedBy: input.invitedBy,
      });
      await recordAuditEvent(tx, {
        organizationId: input.organisation.id,
        actorUserId: input.invitedBy,
        action: 'invitation.created',
        subjectType: 'invitation',
        subjectId: invitation.id,
        details: { email, role: input.role, userId: user.id },
      });
      const url = await mailInvitation(deps, tx, {
        email,
        organisationName: input.organisation.name,
        invitation,
        failureMessage: adminMessages.invitationMailFailed,
      });
      return { userId: user.id, url };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(adminMessages.userAlreadyExists, 'USER_EXISTS');
      throw error;
    });
}
