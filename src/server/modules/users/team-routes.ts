import type { FastifyInstance } from 'fastify';
import { adminMessages } from '@/domain/admin-messages';
import { memberDeactivation, memberReactivation, memberRoleChange } from '@/domain/contracts/organisations';
import { teamMessages } from '@/domain/team-messages';
import { registerContract } from '@/server/http/register-contract';
import { changeMemberRole, deactivateMember, organisationAdmin, reactivateMember } from './team-service';

/**
 * Org Admin Panel, Team Members: an organisation admin changes the role of, deactivates and reactivates the people
 * of their own organisation. Not open to API keys: who may act for the organisation is the admins' own business.
 */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerContract(app, memberRoleChange, async (request) => {
    await changeMemberRole(services, organisationAdmin(request.tenant), {
      userId: request.params.id,
      ...request.body,
    });
    return { message: adminMessages.roleUpdated };
  });

  registerContract(app, memberDeactivation, async (request) => {
    await deactivateMember(services, organisationAdmin(request.tenant), request.params.id);
    return { message: teamMessages.memberDeactivated };
  });

  registerContract(app, memberReactivation, async (request) => {
    await reactivateMember(services, organisationAdmin(request.tenant), request.params.id);
    return { message: teamMessages.memberReactivated };
  });
}
