import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages } from '@/domain/admin-messages';
import { IdParamsSchema } from '@/domain/contracts/params';
import { MessageReply } from '@/domain/contracts/wire';
import { TeamRoleChangeSchema } from '@/domain/schemas/team-role';
import { teamMessages } from '@/domain/team-messages';
import { changeMemberRole, deactivateMember, organisationAdmin, reactivateMember } from './team-service';

const tags = ['organisations'];

/**
 * Org Admin Panel, Team Members: an organisation admin changes the role of, deactivates and reactivates the people
 * of their own organisation. Not open to API keys: who may act for the organisation is the admins' own business.
 */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const member = { params: IdParamsSchema, response: { 200: MessageReply } };

  r.put(
    '/api/v1/organisation/members/:id/role',
    {
      config: { action: 'organisation:manage' },
      schema: { summary: "Change a member's role", tags, ...member, body: TeamRoleChangeSchema },
    },
    async (request) => {
      await changeMemberRole(services, request.tenant, { userId: request.params.id, ...request.body });
      return { message: adminMessages.roleUpdated };
    },
  );

  r.post(
    '/api/v1/organisation/members/:id/deactivation',
    {
      config: { action: 'organisation:manage' },
      schema: { summary: 'Deactivate a member', tags, ...member },
    },
    async (request) => {
      await deactivateMember(services, organisationAdmin(request.tenant), request.params.id);
      return { message: teamMessages.memberDeactivated };
    },
  );

  r.delete(
    '/api/v1/organisation/members/:id/deactivation',
    {
      config: { action: 'organisation:manage' },
      schema: { summary: 'Reactivate a member', tags, ...member },
    },
    async (request) => {
      await reactivateMember(services, organisationAdmin(request.tenant), request.params.id);
      return { message: teamMessages.memberReactivated };
    },
  );
}
