import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages } from '@/domain/admin-messages';
import { IdParamsSchema } from '@/domain/contracts/params';
import { UserPageReply } from '@/domain/contracts/users';
import { MessageReply } from '@/domain/contracts/wire';
import { RoleAssignmentSchema } from '@/domain/schemas/role-assignment';
import { UserDetailsSchema } from '@/domain/schemas/user-details';
import { resendInvitation } from '@/server/modules/invitations';
import { ListUsersQuerySchema } from './schema';
import { assignRole, editUser, listUserPage, setUserDeactivated } from './service';

const tags = ['users'];

/** Super Admin Panel, User Management: every user on the platform, across organisations; super admins only. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.get(
    '/api/v1/users',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: 'List users',
        tags,
        querystring: ListUsersQuerySchema,
        response: { 200: UserPageReply },
      },
    },
    (request) => listUserPage(services, request.query),
  );

  r.patch(
    '/api/v1/users/:id',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: 'Change a user',
        tags,
        params: IdParamsSchema,
        body: UserDetailsSchema,
        response: { 200: MessageReply },
      },
    },
    async (request) => {
      await editUser(services, request.platform, { userId: request.params.id, details: request.body });
      return { message: adminMessages.userUpdated };
    },
  );

  r.put(
    '/api/v1/users/:id/role',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: "Change a user's role",
        tags,
        params: IdParamsSchema,
        body: RoleAssignmentSchema,
        response: { 200: MessageReply },
      },
    },
    async (request) => {
      const outcome = await assignRole(services, request.platform, {
        userId: request.params.id,
        ...request.body,
      });
      return { message: outcome === 'updated' ? adminMessages.roleUpdated : adminMessages.roleAssigned };
    },
  );

  r.post(
    '/api/v1/users/:id/invitation',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: "Resend a user's invitation",
        tags,
        params: IdParamsSchema,
        response: { 200: MessageReply },
      },
    },
    async (request) => {
      await resendInvitation(services, {
        userId: request.params.id,
        by: request.platform,
      });
      return { message: adminMessages.invitationResent };
    },
  );

  r.post(
    '/api/v1/users/:id/deactivation',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: 'Deactivate a user',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageReply },
      },
    },
    async (request) => {
      await setUserDeactivated(services, request.platform, { userId: request.params.id, deactivated: true });
      return { message: adminMessages.userDeactivated };
    },
  );

  r.delete(
    '/api/v1/users/:id/deactivation',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: 'Reactivate a user',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageReply },
      },
    },
    async (request) => {
      await setUserDeactivated(services, request.platform, { userId: request.params.id, deactivated: false });
      return { message: adminMessages.userReactivated };
    },
  );
}
