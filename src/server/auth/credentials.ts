import { createHash } from 'node:crypto';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { passwordAccountOf } from '@/server/db/people';
import { accounts, sessions, users, verifications } from '@/server/db/schema/auth';
import { invitations } from '@/server/db/schema/invitations';

const RESET_PREFIX = 'reset-password:';

/**
 * How a password-reset token is stored: its hash behind a readable prefix, so that the database holds no usable
 * link and an account's outstanding reset links can still be found and revoked together.
 */
export function storedResetIdentifier(identifier: string): string {
  return `${RESET_PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`;
}

/** The stored identifier of the reset link with this token. */
export const resetIdentifierOf = (token: string) => storedResetIdentifier(`${RESET_PREFIX}${token}`);

/**
 * Uses up an unexpired reset link and returns its account, or null when the link is unknown, used or expired. The
 * row is deleted in the caller's transaction: of two uses of one link, exactly one gets the account.
 */
export async function consumeResetToken(tx: Transaction, token: string): Promise<string | null> {
  const [row] = await tx
    .delete(verifications)
    .where(
      and(eq(verifications.identifier, resetIdentifierOf(token)), sql`${verifications.expiresAt} > now()`),
    )
    .returning({ userId: verifications.value });
  return row?.userId ?? null;
}

export async function setCredentialPassword(tx: Transaction, userId: string, passwordHash: string) {
  const updated = await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: sql`now()` })
    .where(passwordAccountOf(userId))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await tx
      .insert(accounts)
      .values({ userId, accountId: userId, providerId: 'credential', password: passwordHash });
  }
}

/**
 * After a password was set (by a reset link or an invitation): every other way into the account stops working.
 * Outstanding reset links and open invitations are revoked and every session ends; proving control of the mailbox
 * also verifies the e-mail address.
 */
export async function revokeAccountAccess(tx: Transaction, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId)));
  await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(invitations.userId, userId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    );
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.update(users).set({ emailVerified: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
