import { adminMessages } from '@/domain/admin-messages';
import type { DomainEvent } from '@/domain/domain-events';
import type { TeamRoleChange } from '@/domain/schemas/team-role';
import { teamMessages } from '@/domain/team-messages';
import { type EventContext, recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { Transaction } from '@/server/db/client';
import { conflict, forbidden, notFound } from '@/server/errors';
import { recordKeyCreatorLeft } from '@/server/modules/api-keys';
import type { Services } from '@/server/services';
import {
  deleteUserRole,
  lockActiveOrganisationAdmins,
  lockOrganisationMember,
  saveUserRole,
  setDeactivated,
} from './queries';

/** People and roles are not tenant data: the owner changes them, always bounded by the admin's own organisation. */
type Deps = Pick<Services, 'db'>;

type Member = NonNullable<Awaited<ReturnType<typeof lockOrganisationMember>>>;

/**
 * Who changes a person of an organisation: one of its admins (Team Members), or a super admin (User Management), who
 * may change the people of any organisation. The change is audited in the person's organisation either way.
 */
export interface MemberChanger extends EventContext {
  organisationId: string;
  superAdmin: boolean;
}

/** An organisation admin changes the people of their own organisation. */
export const organisationAdmin = (tenant: TenantContext): MemberChanger => ({ ...tenant, superAdmin: false });

/**
 * Runs a change of one person of the organisation in one transaction. Anyone else answers 404 (another
 * organisation's people are not there to be found). A super admin is the Super Admin Panel's (403), where they can be
 * reactivated but not deactivated (409: nobody could then restore the platform's last one). `leavesAdmin` says whether
 * the change takes the person's admin rights away: the organisation's last active admin keeps them (409), or nobody
 * could manage its team again.
 */
async function changeMember(
  deps: Deps,
  by: MemberChanger,
  input: { userId: string; leavesAdmin: boolean },
  change: (tx: Transaction, member: Member) => Promise<void>,
) {
  await deps.db.transaction(async (tx) => {
    const admins = await lockActiveOrganisationAdmins(tx, by.organisationId);
    const member = await lockOrganisationMember(tx, by.organisationId, input.userId);
    if (!member) throw notFound(by.superAdmin ? adminMessages.userNotFound : teamMessages.memberNotFound);
    if (member.role === 'super_admin' && !by.superAdmin) throw forbidden(teamMessages.superAdminElsewhere);
    if (member.role === 'super_admin' && input.leavesAdmin) {
      throw conflict(adminMessages.superAdminNotDeactivated, 'SUPER_ADMIN_NOT_DEACTIVATED');
    }
    const isLastAdmin = admins.length === 1 && admins[0] === input.userId;
    if (isLastAdmin && input.leavesAdmin) {
      throw conflict(teamMessages.lastOrganisationAdmin, 'LAST_ORGANIZATION_ADMIN');
    }
    await change(tx, member);
  });
}

const audit = (tx: Transaction, by: MemberChanger, event: DomainEvent) => recordEvent(tx, by, event);

/**
 * Team Members, Change Role (or the directory moving the person between its groups): member or organisation admin;
 * it applies from the person's next request.
 */
export function changeMemberRole(deps: Deps, by: MemberChanger, input: { userId: string } & TeamRoleChange) {
  const { userId, role } = input;
  return changeMember(
    deps,
    by,
    { userId, leavesAdmin: role !== 'organization_admin' },
    async (tx, member) => {
      if (member.role === role) return;
      await saveUserRole(tx, userId, role, member.role ?? undefined);
      await audit(tx, by, {
        name: member.role ? 'role.changed' : 'role.assigned',
        subjectId: userId,
        data: { from: member.role, to: role },
      });
      if (member.role === 'organization_admin') await recordKeyCreatorLeft(tx, by, userId, 'demoted');
    },
  );
}

/**
 * The directory takes the person out of their group: they keep their account but have no role ("No Role Assigned")
 * until they are given one again.
 */
export function removeMemberRole(deps: Deps, by: MemberChanger, userId: string) {
  return changeMember(deps, by, { userId, leavesAdmin: true }, async (tx, member) => {
    if (!member.role) return;
    await deleteUserRole(tx, userId);
    await audit(tx, by, { name: 'role.removed', subjectId: userId, data: { from: member.role } });
    if (member.role === 'organization_admin') await recordKeyCreatorLeft(tx, by, userId, 'demoted');
  });
}

/** Deactivate: the person's sessions end at once and sign-in is refused; the API keys they created keep working. */
export function deactivateMember(deps: Deps, by: MemberChanger, userId: string) {
  return changeMember(deps, by, { userId, leavesAdmin: true }, async (tx, member) => {
    if (member.deactivatedAt) return;
    await setDeactivated(tx, userId, true);
    await audit(tx, by, { name: 'user.deactivated', subjectId: userId, data: {} });
    await recordKeyCreatorLeft(tx, by, userId, 'deactivated');
  });
}

/** Reactivate: the person may sign in again (their ended sessions stay ended). */
export function reactivateMember(deps: Deps, by: MemberChanger, userId: string) {
  return changeMember(deps, by, { userId, leavesAdmin: false }, async (tx, member) => {
    if (!member.deactivatedAt) return;
    await setDeactivated(tx, userId, false);
    await audit(tx, by, { name: 'user.reactivated', subjectId: userId, data: {} });
  });
}
