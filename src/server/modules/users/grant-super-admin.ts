import { recordEvent } from '@/server/audit/record-event';
import type { Database } from '@/server/db/client';
import { findUserIdByEmail, upsertSuperAdminRole } from './queries';

/**
 * Makes the user with this e-mail a super admin, for an operator with database access (the last super admin cannot
 * be demoted in the app, but an account can still be lost). Audited with no acting user. False: no such user.
 */
export async function grantSuperAdmin(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await findUserIdByEmail(tx, email);
    if (!userId) return false;
    await upsertSuperAdminRole(tx, userId);
    await recordEvent(
      tx,
      { organisationId: null, userId: null },
      {
        name: 'role.granted_by_operator',
        subjectId: userId,
        data: { to: 'super_admin' },
      },
    );
    return true;
  });
}
