import { eq, sql } from 'drizzle-orm';
import type { UserDetails } from '@/domain/schemas/user-details';
import type { Transaction } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { profiles } from '@/server/db/schema/people';

/**
 * Sets a user's first name, last name and title (Manage Profile and the super admin's Edit). The account's display
 * name follows. Returns false when there is no such user.
 */
export async function updateUserDetails(
  tx: Transaction,
  userId: string,
  details: UserDetails,
): Promise<boolean> {
  const renamed = await tx
    .update(users)
    .set({ name: `${details.firstName} ${details.lastName}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (renamed.length === 0) return false;
  await tx
    .insert(profiles)
    .values({ id: userId, ...details })
    .onConflictDoUpdate({ target: profiles.id, set: details });
  return true;
}
