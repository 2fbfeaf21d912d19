import type { FastifyInstance } from 'fastify';
import { invitationAcceptance, invitationRead } from '@/domain/contracts/invitations';
import { messages } from '@/domain/messages';
import { registerContract } from '@/server/http/register-contract';
import { acceptInvitation, verifyInvitation } from './service';

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, invitationRead, (request) => verifyInvitation(app.services, request.params.token));
  registerContract(app, invitationAcceptance, async (request) => {
    await acceptInvitation(app.services, { token: request.params.token, password: request.body.password });
    return { message: messages.passwordSetDescription };
  });
}
