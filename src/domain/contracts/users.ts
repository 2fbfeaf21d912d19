import { z } from 'zod';
import { USER_PAGE_SIZES } from '@/domain/page-sizes';
import { RoleAssignmentSchema } from '@/domain/schemas/role-assignment';
import { UserDetailsSchema } from '@/domain/schemas/user-details';
import { USER_SEARCH_MAX_LENGTH } from '@/domain/search-text';
import { MemberSchema } from './organisations';
import { pagedQuerySchema, pageReply } from './page';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { MessageReply, type Wire } from './wire';

/** One row of the Super Admin Panel's user list. */
export const UserRowSchema = MemberSchema.extend({
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  invitationPending: z.boolean().describe('No password set yet: the invitation can be resent'),
  /** A second factor is set up. */
  twoFactorEnabled: z.boolean(),
  twoFactorExempt: z.boolean().describe('A demo account: signs in with the password alone'),
  deactivated: z
    .boolean()
    .describe('Deactivated: no session, sign-in or API key of theirs works until reactivated'),
});
export type UserRow = Wire<typeof UserRowSchema>;

/** `GET /api/v1/users`: one page of every user. */
export const UserPageReply = pageReply(UserRowSchema);

export const ListUsersQuerySchema = pagedQuerySchema({
  pageSizes: USER_PAGE_SIZES,
  defaultPageSize: 10,
  searchTooLong: `Search must be at most ${USER_SEARCH_MAX_LENGTH} characters`,
  searchMaxLength: USER_SEARCH_MAX_LENGTH,
});
export type ListUsersQuery = z.output<typeof ListUsersQuerySchema>;

/** Super Admin Panel, User Management: every user on the platform, across organisations; super admins only. */
const tags = ['users'];

export const userList = defineRoute({
  method: 'GET',
  path: '/api/v1/users',
  summary: 'List users',
  operationId: 'listUsers',
  tags,
  query: ListUsersQuerySchema,
  reply: UserPageReply,
  action: 'platform:manage',
});

export const userEdit = defineRoute({
  method: 'PATCH',
  path: '/api/v1/users/:id',
  summary: 'Change a user',
  operationId: 'updateUser',
  tags,
  params: IdParamsSchema,
  body: UserDetailsSchema,
  reply: MessageReply,
  action: 'platform:manage',
});

export const userRoleAssignment = defineRoute({
  method: 'PUT',
  path: '/api/v1/users/:id/role',
  summary: "Change a user's role",
  operationId: 'changeUserRole',
  refusals: {
    409: 'LAST_ORGANIZATION_ADMIN or LAST_SUPER_ADMIN: the change would leave an organization without an admin, or the platform without a super admin.',
  },
  tags,
  params: IdParamsSchema,
  body: RoleAssignmentSchema,
  reply: MessageReply,
  action: 'platform:manage',
});

export const userInvitationResend = defineRoute({
  method: 'POST',
  path: '/api/v1/users/:id/invitation',
  summary: "Resend a user's invitation",
  operationId: 'resendInvitation',
  refusals: {
    409: 'ALREADY_ACCEPTED: the user has accepted the invitation and can sign in.',
  },
  tags,
  params: IdParamsSchema,
  reply: MessageReply,
  action: 'platform:manage',
});

export const userDeactivation = defineRoute({
  method: 'POST',
  path: '/api/v1/users/:id/deactivation',
  summary: 'Deactivate a user',
  operationId: 'deactivateUser',
  refusals: {
    409: "LAST_ORGANIZATION_ADMIN or SUPER_ADMIN_NOT_DEACTIVATED: the user is their organization's last admin, or a super admin.",
  },
  tags,
  params: IdParamsSchema,
  reply: MessageReply,
  action: 'platform:manage',
});

export const userReactivation = defineRoute({
  method: 'DELETE',
  path: '/api/v1/users/:id/deactivation',
  summary: 'Reactivate a user',
  operationId: 'reactivateUser',
  tags,
  params: IdParamsSchema,
  reply: MessageReply,
  action: 'platform:manage',
});
