import { adminMessages } from '@/domain/admin-messages';
import type { Role } from '@/domain/roles';
import { type EventContext, recordEvent } from '@/server/audit/record-event';
import { isUniqueViolation } from '@/server/db/errors';
import { conflict } from '@/server/errors';
import type { Services } from '@/server/services';
import { issueInvitation, mailInvitation } from './issue-invitation';
import { insertInvitee } from './queries';

export interface NewInvitation {
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  role: Role;
  organisation: { id: string; name: string };
  /** The identity provider's own id of the person, when the organisation's directory creates them (SCIM). */
  externalId?: string | null;
  /** Who invites, and with which request: nobody for the demo seed's invitation. */
  invitedBy: Omit<EventContext, 'organisationId'>;
}

/**
 * Creates the invitee's account (no password yet, so it cannot sign in), profile, role and a single-use link, and mails
 * the link, in one transaction. The account becomes usable when the link is accepted. An e-mail that already has an
 * account is refused (409), and a mail that cannot be sent answers 502; either way nothing is written, so a retry
 * starts afresh. Accounts are no tenant's rows, so this is the owner's work.
 */
export async function createInvitation(deps: Pick<Services, 'db' | 'mailer' | 'env'>, input: NewInvitation) {
  const email = input.email.toLowerCase();
  return deps.db
    .transaction(async (tx) => {
      const userId = await insertInvitee(tx, {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        organisationId: input.organisation.id,
        role: input.role,
        externalId: input.externalId ?? null,
      });
      const invitation = await issueInvitation(tx, {
        userId,
        organisationId: input.organisation.id,
        invitedBy: input.invitedBy.userId,
      });
      await recordEvent(
        tx,
        { ...input.invitedBy, organisationId: input.organisation.id },
        {
          name: 'invitation.created',
          subjectId: invitation.id,
          data: { email, role: input.role, userId },
        },
      );
      const url = await mailInvitation(deps, tx, {
        email,
        organisationName: input.organisation.name,
        invitation,
        failureMessage: adminMessages.invitationMailFailed,
      });
      return { userId, url };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(adminMessages.userAlreadyExists, 'USER_EXISTS');
      throw error;
    });
}
