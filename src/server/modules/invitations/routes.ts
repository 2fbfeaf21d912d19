import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InvitationReply } from '@/domain/contracts/invitations';
import { MessageReply } from '@/domain/contracts/wire';
import { messages } from '@/domain/messages';
import { InvitePasswordSchema } from '@/domain/schemas/new-password';
import { TokenParamsSchema } from '@/server/http/token-params';
import { acceptInvitation, verifyInvitation } from './service';

const tags = ['invitations'];

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/invitations/:token',
    {
      config: { action: 'public' },
      schema: {
        summary: 'Read an invitation',
        tags,
        params: TokenParamsSchema,
        response: { 200: InvitationReply },
      },
    },
    (request) => verifyInvitation(app.services, request.params.token),
  );

  r.post(
    '/api/v1/invitations/:token/acceptance',
    {
      config: { action: 'public' },
      schema: {
        summary: 'Accept an invitation',
        tags,
        params: TokenParamsSchema,
        body: InvitePasswordSchema,
        response: { 200: MessageReply },
      },
    },
    async (request) => {
      await acceptInvitation(app.services, { token: request.params.token, password: request.body.password });
      return { message: messages.passwordSetDescription };
    },
  );
}
