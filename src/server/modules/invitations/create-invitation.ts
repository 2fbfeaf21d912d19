import type { Role } from '../../../domain/roles';
import { recordAuditEvent } from '../../audit/record-audit-event';
import { users } from '../../db/schema/auth';
import { invitations } from '../../db/schema/invitations';
import { profiles, userRoles } from '../../db/schema/people';
import { invitationMail } from '../../mail/templates';
import type { Services } from '../../services';
import { createInvitationToken } from './tokens';

export const INVITATION_TTL_DAYS = 7;

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
 * Creates the invitee's account (no password yet, so it cannot sign in), profile, role and a single-use link, in one
 * transaction, then mails the link. The account becomes usable when the link is accepted.
 */
export async function createInvitation(deps: Pick<Services, 'db' | 'mailer' | 'env'>, input: NewInvitation) {
  const { token, tokenHash } = createInvitationToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  const email = input.email.toLowerCase();
  const userId = await deps.db.transaction(async (tx) => {
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
    const [invitation] = await tx
      .insert(invitations)
      .values({
        organizationId: input.organisation.id,
        userId: user.id,
        tokenHash,
        expiresAt,
        invitedBy: input.invitedBy,
      })
      .returning({ id: invitations.id });
    await recordAuditEvent(tx, {
      organizationId: input.organisation.id,
      actorUserId: input.invitedBy,
      action: 'invitation.created',
      subjectType: 'invitation',
      subjectId: invitation?.id ?? null,
      details: { email, role: input.role },
    });
    return user.id;
  });
  const url = `${deps.env.APP_URL}/accept-invite?type=invite&access_token=${token}`;
  await deps.mailer.send(
    invitationMail({ to: email, organisationName: input.organisation.name, url, expiresAt }),
  );
  return { userId, url };
}
