import { z } from 'zod';
import { ROLES } from '@/domain/roles';
import { CreateOrganisationSchema } from '@/domain/schemas/organisation';
import { TeamRoleChangeSchema } from '@/domain/schemas/team-role';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { isoDateTime, MessageReply, type Wire } from './wire';

/** `POST /api/v1/organisations`: the organisation just created. */
export const OrganisationReply = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string(),
  createdAt: isoDateTime,
});

/** `GET /api/v1/organisations`: every organisation, with how many users it has. */
export const OrganisationListReply = z.array(OrganisationReply.extend({ userCount: z.number().int() }));
export type OrganisationRow = Wire<typeof OrganisationListReply>[number];

/** Super admins create and list every organisation. */
export const organisationList = defineRoute({
  method: 'GET',
  path: '/api/v1/organisations',
  summary: 'List organizations',
  operationId: 'listOrganisations',
  tags: ['organisations'],
  reply: OrganisationListReply,
  action: 'platform:manage',
});

export const organisationCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/organisations',
  summary: 'Create an organization',
  operationId: 'createOrganisation',
  tags: ['organisations'],
  body: CreateOrganisationSchema,
  reply: OrganisationReply,
  status: 201,
  action: 'platform:manage',
});

/** `GET /api/v1/organisation`: the organisation admin's own organisation. */
export const OwnOrganisationReply = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string(),
  memberCount: z.number().int(),
});

/** A person as the member lists show them: e-mail, name, title and role (null: no role assigned). */
export const MemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  title: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
});

/** A person of the admin's own organisation, with whether they have yet to accept their invitation. */
export const TeamMemberSchema = MemberSchema.extend({
  invitationPending: z.boolean().describe('No password set yet: the invitation has not been accepted'),
  invitationExpiresAt: isoDateTime
    .nullable()
    .describe('While the invitation is pending: when its latest link expires (null: no open link)'),
  deactivated: z
    .boolean()
    .describe('Deactivated by an admin: cannot sign in, no session or API key of theirs works'),
});
export type TeamMember = Wire<typeof TeamMemberSchema>;

/** `GET /api/v1/organisation/members`: the people of the admin's own organisation. */
export const MemberListReply = z.array(TeamMemberSchema);

/**
 * The Org Admin Panel's own organisation and Team Members: an organisation admin reads them and changes the role of,
 * deactivates and reactivates the people of their own organisation. Not open to API keys: who may act for the
 * organisation is the admins' own business.
 */
const ownTags = ['organisations'];

export const ownOrganisationRead = defineRoute({
  method: 'GET',
  path: '/api/v1/organisation',
  summary: 'Read your organization',
  operationId: 'getOrganisation',
  tags: ownTags,
  reply: OwnOrganisationReply,
  action: 'organisation:manage',
});

export const memberList = defineRoute({
  method: 'GET',
  path: '/api/v1/organisation/members',
  summary: "List your organization's members",
  operationId: 'listMembers',
  tags: ownTags,
  reply: MemberListReply,
  action: 'organisation:manage',
});

export const memberRoleChange = defineRoute({
  method: 'PUT',
  path: '/api/v1/organisation/members/:id/role',
  summary: "Change a member's role",
  operationId: 'changeMemberRole',
  refusals: {
    409: "LAST_ORGANIZATION_ADMIN: the member is the organization's last admin.",
  },
  tags: ownTags,
  params: IdParamsSchema,
  body: TeamRoleChangeSchema,
  reply: MessageReply,
  action: 'organisation:manage',
});

export const memberDeactivation = defineRoute({
  method: 'POST',
  path: '/api/v1/organisation/members/:id/deactivation',
  summary: 'Deactivate a member',
  operationId: 'deactivateMember',
  refusals: {
    409: "LAST_ORGANIZATION_ADMIN: the member is the organization's last admin.",
  },
  tags: ownTags,
  params: IdParamsSchema,
  reply: MessageReply,
  action: 'organisation:manage',
});

export const memberReactivation = defineRoute({
  method: 'DELETE',
  path: '/api/v1/organisation/members/:id/deactivation',
  summary: 'Reactivate a member',
  operationId: 'reactivateMember',
  tags: ownTags,
  params: IdParamsSchema,
  reply: MessageReply,
  action: 'organisation:manage',
});
