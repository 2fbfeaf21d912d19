import type { TeamRoleChange } from '@/domain/schemas/team-role';
import { teamMessages } from '@/domain/team-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { Transaction } from '@/server/db/client';
import { conflict, forbidden, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import {
  lockActiveOrganisationAdmins,
  lockOrganisationMember,
  saveUserRole,
  setDeactivated,
} from './queries';

/** People and roles are not tenant data: the owner changes them, always bounded by the admin's own organisation. */
type Deps = Pick<Services, 'db'>;

type Member = NonNullable<Awaited<ReturnType<typeof lockOrganisationMember>>>;

/**
 * Runs a change of one person of the admin's own organisation in one transaction. Anyone else answers 404 (another
 * organisation's people are not there to be found); a super admin is the Super Admin Panel's (403). `leavesAdmin`
 * says whether the change takes the person's admin rights away: the organisation's last active admin keeps them
 * (409), or nobody could manage its team again.
 */
async function changeMember(
  deps: Deps,
  tenant: TenantContext,
  input: { userId: string; leavesAdmin: boolean },
  change: (tx: Transaction, member: Member) => Promise<void>,
) {
  await deps.db.transaction(async (tx) => {
    const admins = await lockActiveOrganisationAdmins(tx, tenant.organisationId);
    const member = await lockOrganisationMember(tx, tenant.organisationId, input.userId);
    if (!member) throw notFound(teamMessages.memberNotFound);
    if (member.role === 'super_admin') throw forbidden(teamMessages.superAdminElsewhere);
    const isLastAdmin = admins.length === 1 && admins[0] === input.userId;
    if (isLastAdmin && input.leavesAdmin) {
      throw conflict(teamMessages.lastOrganisationAdmin, 'LAST_ORGANIZATION_ADMIN');
    }
    await change(tx, member);
  });
}

const audit = (
  tx: Transaction,
  tenant: TenantContext,
  event: { action: string; userId: string; details?: Record<string, unknown> },
) =>
  recordAuditEvent(tx, {
    organizationId: tenant.organisationId,
    actorUserId: tenant.userId,
    action: event.action,
    subjectType: 'user',
    subjectId: event.userId,
    details: event.details,
  });

/** Team Members, Change Role: member or organisation admin; it applies from the person's next request. */
export function changeMemberRole(
  deps: Deps,
  tenant: TenantContext,
  input: { userId: string } & TeamRoleChange,
) {
  const { userId, role } = input;
  return changeMember(
    deps,
    tenant,
    { userId, leavesAdmin: role !== 'organization_admin' },
    async (tx, member) => {
      if (member.role === role) return;
      await saveUserRole(tx, userId, role, member.role ?? undefined);
      await audit(tx, tenant, {
        action: member.role ? 'role.changed' : 'role.assigned',
        userId,
        details: { from: member.role, to: role },
      });
    },
  );
}

/** Team Members, Deactivate: the person's sessions end at once, and sign-in and their API keys are refused. */
export function deactivateMember(deps: Deps, tenant: TenantContext, userId: string) {
  return changeMember(deps, tenant, { userId, leavesAdmin: true }, async (tx, member) => {
    if (member.deactivatedAt) return;
    await setDeactivated(tx, userId, true);
    await audit(tx, tenant, { action: 'user.deactivated', userId });
  });
}

/** Team Members, Reactivate: the person may sign in again (their ended sessions stay ended). */
export function reactivateMember(deps: Deps, tenant: TenantContext, userId: string) {
  return changeMember(deps, tenant, { userId, leavesAdmin: false }, async (tx, member) => {
    if (!member.deactivatedAt) return;
    await setDeactivated(tx, userId, false);
    await audit(tx, tenant, { action: 'user.reactivated', userId });
  });
}
