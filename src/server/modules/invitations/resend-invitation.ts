import { and, eq, isNull } from 'drizzle-orm';
import { adminMessages } from '@/domain/admin-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import type { Transaction } from '@/server/db/client';
import { accounts, users } from '@/server/db/schema/auth';
import { invitations } from '@/server/db/schema/invitations';
import { organizations } from '@/server/db/schema/organisations';
import { profiles } from '@/server/db/schema/people';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { issueInvitation, mailInvitation } from './issue-invitation';

/** The invitee, locked so two resends in a row cannot leave two open links, with whether a password is set. */
async function lockInvitee(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      organisationId: organizations.id,
      organisationName: organizations.name,
      passwordAccount: accounts.id,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, userId))
    .for('update', { of: users })
    .limit(1);
  return row;
}

/**
 * A fresh invitation mail for a user who has not set a password yet: every earlier link is revoked in the same
 * transaction, so only the newest one works. The mail is sent in that transaction too: when it cannot be sent (502)
 * nothing is revoked and the earlier link keeps working.
 */
export async function resendInvitation(
  deps: Pick<Services, 'db' | 'mailer' | 'env'>,
  input: { userId: string; actorUserId: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const invitee = await lockInvitee(tx, input.userId);
    if (!invitee) throw notFound(adminMessages.userNotFound);
    if (invitee.passwordAccount) throw conflict(adminMessages.invitationAlreadyAccepted, 'ALREADY_ACCEPTED');
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitations.userId, input.userId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const invitation = await issueInvitation(tx, {
      userId: input.userId,
      organisationId: invitee.organisationId,
      invitedBy: input.actorUserId,
    });
    await recordAuditEvent(tx, {
      organizationId: invitee.organisationId,
      actorUserId: input.actorUserId,
      action: 'invitation.resent',
      subjectType: 'invitation',
      subjectId: invitation.id,
      details: { email: invitee.email, userId: input.userId },
    });
    await mailInvitation(deps, tx, {
      email: invitee.email,
      organisationName: invitee.organisationName,
      invitation,
      failureMessage: adminMessages.resentInvitationMailFailed,
    });
  });
}
