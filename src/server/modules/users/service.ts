import { adminMessages } from '@/domain/admin-messages';
import type { ListUsersQuery } from '@/domain/contracts/users';
import type { RoleAssignment } from '@/domain/schemas/role-assignment';
import type { UserDetails } from '@/domain/schemas/user-details';
import { recordEvent } from '@/server/audit/record-event';
import type { PlatformContext } from '@/server/auth/session-context';
import { conflict, notFound } from '@/server/errors';
import { updateUserDetails } from '@/server/modules/profile';
import type { Services } from '@/server/services';
import {
  listUsers,
  lockSuperAdmins,
  lockUserRole,
  organisationOfUser,
  saveUserRole,
  userExists,
} from './queries';
import { deactivateMember, type MemberChanger, reactivateMember } from './team-service';

/** The Super Admin Panel's users of every organisation: the owner's work, with no tenant to scope it. */
type Deps = Pick<Services, 'db'>;
const userNotFound = () => notFound(adminMessages.userNotFound);

/** One page of every user on the platform (super admins only). */
export async function listUserPage(deps: Deps, query: ListUsersQuery) {
  return { ...(await listUsers(deps.db, query)), page: query.page, pageSize: query.pageSize };
}

/** Super admin's Edit: first name, last name and title of any user. */
export async function editUser(
  deps: Deps,
  platform: PlatformContext,
  input: { userId: string; details: UserDetails },
) {
  await deps.db.transaction(async (tx) => {
    if (!(await updateUserDetails(tx, input.userId, input.details))) throw userNotFound();
    await recordEvent(tx, platform, {
      name: 'user.updated',
      subjectId: input.userId,
      data: { ...input.details },
    });
  });
}

/**
 * Super admin's Role: updates the user's role row when there is one, otherwise inserts it (a user has at most one
 * role; none reads "No Role Assigned"). Says which
 * it was, because the notice differs ('Role updated successfully' / 'Role assigned successfully').
 */
export async function assignRole(
  deps: Deps,
  platform: PlatformContext,
  input: { userId: string } & RoleAssignment,
): Promise<'updated' | 'assigned'> {
  return deps.db.transaction(async (tx) => {
    if (!(await userExists(tx, input.userId))) throw userNotFound();
    // The super admins' rows are locked first, always in the same order: two demotions at once then queue (the
    // second sees the first's change) instead of each holding its own row and deadlocking on the other's.
    const superAdmins = await lockSuperAdmins(tx);
    const previous = await lockUserRole(tx, input.userId);
    // Nobody could restore a super admin once the last one is gone.
    if (previous === 'super_admin' && input.role !== 'super_admin' && superAdmins.length <= 1) {
      throw conflict(adminMessages.lastSuperAdmin, 'LAST_SUPER_ADMIN');
    }
    await saveUserRole(tx, input.userId, input.role, previous);
    await recordEvent(tx, platform, {
      name: previous ? 'role.changed' : 'role.assigned',
      subjectId: input.userId,
      data: { from: previous ?? null, to: input.role },
    });
    return previous ? 'updated' : 'assigned';
  });
}

/**
 * Super admin's Deactivate and Reactivate, for a user of any organisation, under the organisation's own rules (its
 * last active admin stays; see the Team Members' change), so an organisation left without an admin who can sign in
 * can be given one back.
 */
export async function setUserDeactivated(
  deps: Deps,
  platform: PlatformContext,
  input: { userId: string; deactivated: boolean },
) {
  const organisationId = await organisationOfUser(deps.db, input.userId);
  if (!organisationId) throw userNotFound();
  const by: MemberChanger = { ...platform, organisationId, superAdmin: true };
  await (input.deactivated ? deactivateMember : reactivateMember)(deps, by, input.userId);
}
