import type { Transaction } from '@/server/db/client';
import { badGateway } from '@/server/errors';
import { invitationMail } from '@/server/mail/templates';
import type { Services } from '@/server/services';
import { insertInvitation } from './queries';
import { createInvitationToken } from './tokens';

export const INVITATION_TTL_DAYS = 7;

export interface IssuedInvitation {
  id: string;
  token: string;
  expiresAt: Date;
}

/** A new single-use, expiring link for an invited user; only the token's hash is stored. */
export async function issueInvitation(
  tx: Transaction,
  input: { userId: string; organisationId: string; invitedBy: string | null },
): Promise<IssuedInvitation> {
  const { token, tokenHash } = createInvitationToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  const id = await insertInvitation(tx, {
    organizationId: input.organisationId,
    userId: input.userId,
    tokenHash,
    expiresAt,
    invitedBy: input.invitedBy,
  });
  return { id, token, expiresAt };
}

/**
 * Mails the link to the invitee (SMTP, or the outbox when none is configured) inside the transaction that issued it,
 * as its last step: a mail that cannot be sent rolls the invitation back, so the admin can simply try again.
 * Returns the link.
 */
export async function mailInvitation(
  deps: Pick<Services, 'mailer' | 'env'>,
  tx: Transaction,
  input: { email: string; organisationName: string; invitation: IssuedInvitation; failureMessage: string },
): Promise<string> {
  const url = `${deps.env.APP_URL}/accept-invite?type=invite&access_token=${input.invitation.token}`;
  const mail = invitationMail({
    to: input.email,
    organisationName: input.organisationName,
    url,
    expiresAt: input.invitation.expiresAt,
  });
  try {
    await deps.mailer.send(mail, tx);
  } catch (error) {
    throw badGateway(input.failureMessage, 'MAIL_FAILED', error);
  }
  return url;
}
