import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { sessions, twoFactors, users } from '@/server/db/schema/auth';
import { profiles } from '@/server/db/schema/people';

/** Whether the user has a second factor, and their organisation; locked for the reset that follows. */
export async function lockTwoFactorStatus(tx: Transaction, userId: string) {
  const [user] = await tx
    .select({ enabled: users.twoFactorEnabled, organisationId: profiles.organizationId })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return user;
}

/** Deletes the user's authenticator secret and recovery codes, marks the second factor off, and ends their sessions. */
export async function removeSecondFactor(tx: Transaction, userId: string) {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false, updatedAt: sql`now()` }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
