import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages } from '@/domain/admin-messages';
import { InvitationSentReply } from '@/domain/contracts/invitations';
import { AdminInvitationSchema, InvitationSchema } from '@/domain/schemas/invitation';
import { inviteMember, inviteOrganisationAdmin } from './send-invitation';

const tags = ['invitations'];

/** Sending invitations: organisation admins invite members of their own organisation, super admins invite admins. */
export async function sendInvitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/invitations/members',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Invite a member',
        tags,
        body: InvitationSchema,
        response: { 201: InvitationSentReply },
      },
    },
    async (request, reply) => {
      const { userId } = await inviteMember(app.services, request.tenant, request.body);
      return reply.status(201).send({ message: adminMessages.invitationSent, userId });
    },
  );

  r.post(
    '/api/v1/invitations/organisation-admins',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: 'Invite an organization admin',
        tags,
        body: AdminInvitationSchema,
        response: { 201: InvitationSentReply },
      },
    },
    async (request, reply) => {
      const { userId } = await inviteOrganisationAdmin(app.services, request.platform, request.body);
      return reply.status(201).send({ message: adminMessages.invitationSent, userId });
    },
  );
}
