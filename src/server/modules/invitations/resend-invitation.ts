import { adminMessages } from '@/domain/admin-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { PlatformContext } from '@/server/auth/session-context';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { issueInvitation, mailInvitation } from './issue-invitation';
import { lockInvitee, revokeOpenInvitations } from './queries';

/**
 * A fresh invitation mail for a user who has not set a password yet: every earlier link is revoked in the same
 * transaction, so only the newest one works. The mail is sent in that transaction too: when it cannot be sent (502)
 * nothing is revoked and the earlier link keeps working.
 */
export async function resendInvitation(
  deps: Pick<Services, 'db' | 'mailer' | 'env'>,
  input: { userId: string; by: PlatformContext },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const invitee = await lockInvitee(tx, input.userId);
    if (!invitee) throw notFound(adminMessages.userNotFound);
    if (invitee.passwordAccount) throw conflict(adminMessages.invitationAlreadyAccepted, 'ALREADY_ACCEPTED');
    await revokeOpenInvitations(tx, input.userId);
    const invitation = await issueInvitation(tx, {
      userId: input.userId,
      organisationId: invitee.organisationId,
      invitedBy: input.by.userId,
    });
    await recordEvent(
      tx,
      { ...input.by, organisationId: invitee.organisationId },
      {
        name: 'invitation.resent',
        subjectId: invitation.id,
        data: { email: invitee.email, userId: input.userId },
      },
    );
    await mailInvitation(deps, tx, {
      email: invitee.email,
      organisationName: invitee.organisationName,
      invitation,
      failureMessage: adminMessages.resentInvitationMailFailed,
    });
  });
}
