import type { FastifyInstance } from 'fastify';
import { adminMessages } from '@/domain/admin-messages';
import {
  userDeactivation,
  userEdit,
  userInvitationResend,
  userList,
  userReactivation,
  userRoleAssignment,
} from '@/domain/contracts/users';
import { registerContract } from '@/server/http/register-contract';
import { resendInvitation } from '@/server/modules/invitations';
import { assignRole, editUser, listUserPage, setUserDeactivated } from './service';

/** Super Admin Panel, User Management: every user on the platform, across organisations; super admins only. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerContract(app, userList, (request) => listUserPage(services, request.query));

  registerContract(app, userEdit, async (request) => {
    await editUser(services, request.platform, { userId: request.params.id, details: request.body });
    return { message: adminMessages.userUpdated };
  });

  registerContract(app, userRoleAssignment, async (request) => {
    const outcome = await assignRole(services, request.platform, {
      userId: request.params.id,
      ...request.body,
    });
    return { message: outcome === 'updated' ? adminMessages.roleUpdated : adminMessages.roleAssigned };
  });

  registerContract(app, userInvitationResend, async (request) => {
    await resendInvitation(services, { userId: request.params.id, by: request.platform });
    return { message: adminMessages.invitationResent };
  });

  registerContract(app, userDeactivation, async (request) => {
    await setUserDeactivated(services, request.platform, { userId: request.params.id, deactivated: true });
    return { message: adminMessages.userDeactivated };
  });

  registerContract(app, userReactivation, async (request) => {
    await setUserDeactivated(services, request.platform, { userId: request.params.id, deactivated: false });
    return { message: adminMessages.userReactivated };
  });
}
