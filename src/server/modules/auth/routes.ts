import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../domain/messages';
import { ResetPasswordSchema } from '../../../domain/schemas/new-password';
import { PasswordResetRequestSchema } from '../../../domain/schemas/password-reset-request';
import { SignInSchema } from '../../../domain/schemas/sign-in';
import { AppError, unauthenticated } from '../../errors';
import { logSecurityEvent, retryAfterOf } from '../../http/security-events';
import { loadActorProfile } from './actor';
import { MessageReplySchema, SessionReplySchema, TokenParamsSchema } from './schema';
import {
  assertResetTokenValid,
  requestPasswordReset,
  resetPassword,
  signIn,
  signInFailureReason,
  signOut,
} from './service';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const services = app.services;

  r.post(
    '/api/auth/sign-in',
    {
      config: { action: 'public' },
      schema: { tags, body: SignInSchema, response: { 200: SessionReplySchema } },
    },
    async (request, reply) => {
      const headers = fromNodeHeaders(request.headers);
      const { email } = request.body;
      const { userId, setCookies } = await signIn(services, {
        credentials: request.body,
        ip: request.ip,
        headers,
      }).catch(async (error: unknown) => {
        const reason = await signInFailureReason(services, email, error);
        if (reason) {
          const retryAfterSeconds = retryAfterOf(error);
          logSecurityEvent(request, {
            securityEvent: 'sign-in-failed',
            email,
            reason,
            ...(reason === 'rate-limited' && retryAfterSeconds !== null ? { retryAfterSeconds } : {}),
          });
        }
        throw error;
      });
      const profile = await loadActorProfile(services.db, userId);
      if (!profile) throw unauthenticated();
      logSecurityEvent(request, { securityEvent: 'sign-in-succeeded', email, userId });
      return reply.header('set-cookie', setCookies).send(profile);
    },
  );

  r.post('/api/auth/sign-out', { config: { action: 'public' }, schema: { tags } }, async (request, reply) => {
    const setCookies = await signOut(services, fromNodeHeaders(request.headers));
    return reply.header('set-cookie', setCookies).status(204).send();
  });

  r.get(
    '/api/auth/session',
    { config: { action: 'session' }, schema: { tags, response: { 200: SessionReplySchema } } },
    async (request) => {
      if (!request.actor) throw unauthenticated();
      return request.actor;
    },
  );

  r.post(
    '/api/auth/password-reset-requests',
    {
      config: { action: 'public' },
      schema: { tags, body: PasswordResetRequestSchema, response: { 202: MessageReplySchema } },
    },
    async (request, reply) => {
      const { email } = request.body;
      await requestPasswordReset(services, { request: request.body, ip: request.ip }).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.statusCode === 429) {
            logSecurityEvent(request, {
              securityEvent: 'password-reset-requested',
              email,
              outcome: 'rate-limited',
            });
          }
          throw error;
        },
      );
      logSecurityEvent(request, { securityEvent: 'password-reset-requested', email, outcome: 'accepted' });
      return reply.status(202).send({ message: messages.resetEmailSentDescription });
    },
  );

  r.get(
    '/api/auth/password-resets/:token',
    {
      config: { action: 'public' },
      schema: { tags, params: TokenParamsSchema, response: { 200: MessageReplySchema } },
    },
    async (request) => {
      await assertResetTokenValid(services, request.params.token);
      return { message: 'valid' };
    },
  );

  r.post(
    '/api/auth/password-resets/:token',
    {
      config: { action: 'public' },
      schema: {
        tags,
        params: TokenParamsSchema,
        body: ResetPasswordSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await resetPassword(services, { token: request.params.token, password: request.body.password });
      return { message: messages.passwordUpdatedDescription };
    },
  );
}
