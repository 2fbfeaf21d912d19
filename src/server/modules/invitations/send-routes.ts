import type { FastifyInstance } from 'fastify';
import { adminMessages } from '@/domain/admin-messages';
import { memberInvitation, organisationAdminInvitation } from '@/domain/contracts/invitations';
import { registerContract } from '@/server/http/register-contract';
import { inviteMember, inviteOrganisationAdmin } from './send-invitation';

/** Sending invitations: organisation admins invite members of their own organisation, super admins invite admins. */
export async function sendInvitationRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, memberInvitation, async (request) => {
    const { userId } = await inviteMember(app.services, request.tenant, request.body);
    return { message: adminMessages.invitationSent, userId };
  });
  registerContract(app, organisationAdminInvitation, async (request) => {
    const { userId } = await inviteOrganisationAdmin(app.services, request.platform, request.body);
    return { message: adminMessages.invitationSent, userId };
  });
}
