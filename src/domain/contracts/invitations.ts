import { z } from 'zod';
import { AdminInvitationSchema, InvitationSchema } from '@/domain/schemas/invitation';
import { InvitePasswordSchema } from '@/domain/schemas/new-password';
import { TokenParamsSchema } from './params';
import { defineRoute } from './route';
import { MessageReply } from './wire';

/** `POST /api/v1/invitations/{members,organisation-admins}`: the notice and the invited account. */
export const InvitationSentReply = z.object({ message: z.string(), userId: z.uuid() });

/** `GET /api/v1/invitations/:token`: whom an open invitation is for. */
export const InvitationReply = z.object({ email: z.string() });

const tags = ['invitations'];

/** Organisation admins invite members of their own organisation. */
export const memberInvitation = defineRoute({
  method: 'POST',
  path: '/api/v1/invitations/members',
  summary: 'Invite a member',
  operationId: 'inviteMember',
  tags,
  body: InvitationSchema,
  reply: InvitationSentReply,
  status: 201,
  action: 'organisation:manage',
});

/** Super admins invite an organisation's admin. */
export const organisationAdminInvitation = defineRoute({
  method: 'POST',
  path: '/api/v1/invitations/organisation-admins',
  summary: 'Invite an organization admin',
  operationId: 'inviteOrganisationAdmin',
  tags,
  body: AdminInvitationSchema,
  reply: InvitationSentReply,
  status: 201,
  action: 'platform:manage',
});

/** The invitation link's page: whom it is for, then the invited user's first password. */
export const invitationRead = defineRoute({
  method: 'GET',
  path: '/api/v1/invitations/:token',
  summary: 'Read an invitation',
  operationId: 'getInvitation',
  tags,
  params: TokenParamsSchema,
  reply: InvitationReply,
  action: 'public',
});

export const invitationAcceptance = defineRoute({
  method: 'POST',
  path: '/api/v1/invitations/:token/acceptance',
  summary: 'Accept an invitation',
  operationId: 'acceptInvitation',
  tags,
  params: TokenParamsSchema,
  body: InvitePasswordSchema,
  reply: MessageReply,
  action: 'public',
});
