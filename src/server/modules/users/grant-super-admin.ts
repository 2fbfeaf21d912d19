import { eq } from 'drizzle-orm';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { userRoles } from '@/server/db/schema/people';

/**
 * Makes the user with this e-mail a super admin, for an operator with database access (the last super admin cannot
 * be demoted in the app, but an account can still be lost). Audited with no acting user. False: no such user.
 */
export async function grantSuperAdmin(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!user) return false;
    await tx
      .insert(userRoles)
      .values({ userId: user.id, role: 'super_admin' })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: 'super_admin', updatedAt: new Date() } });
    await recordAuditEvent(tx, {
      organizationId: null,
      actorUserId: null,
      action: 'role.granted-by-operator',
      subjectType: 'user',
      subjectId: user.id,
      details: { to: 'super_admin' },
    });
    return true;
  });
}
