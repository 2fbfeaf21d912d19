import { messages } from '@/domain/messages';
import { recordEvent } from '@/server/audit/record-event';
import { revokeAccountAccess, setCredentialPassword } from '@/server/auth/credentials';
import { notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { findOpenInvitation, lockOpenInvitation, markInvitationAccepted } from './queries';
import { hashInvitationToken } from './tokens';

type Deps = Pick<Services, 'auth' | 'db'>;

export async function verifyInvitation(deps: Deps, token: string): Promise<{ email: string }> {
  const invitation = await findOpenInvitation(deps.db, hashInvitationToken(token));
  if (!invitation) throw notFound(messages.invalidOrExpiredInvitationLink);
  return { email: invitation.email };
}

/**
 * Sets the invitee's password and uses up the link, in one transaction: a failure half-way leaves the invitation
 * open and no password set; of two concurrent acceptances exactly one succeeds. Reset links, other invitations and
 * sessions of the account stop working.
 */
export async function acceptInvitation(
  deps: Deps,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await (await deps.auth.$context).password.hash(input.password);
  await deps.db.transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, hashInvitationToken(input.token));
    if (!invitation) throw notFound(messages.invalidInvitationToken);
    await setCredentialPassword(tx, invitation.userId, passwordHash);
    await markInvitationAccepted(tx, invitation.id);
    await revokeAccountAccess(tx, invitation.userId);
    await recordEvent(
      tx,
      { organisationId: invitation.organizationId, userId: invitation.userId },
      {
        name: 'invitation.accepted',
        subjectId: invitation.id,
        data: {},
      },
    );
  });
}
