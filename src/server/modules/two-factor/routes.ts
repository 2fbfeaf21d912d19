import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@/domain/contracts/params';
import { SessionReply } from '@/domain/contracts/session';
import { TwoFactorSetupReply } from '@/domain/contracts/two-factor';
import { CurrentPasswordSchema, TwoFactorCodeSchema } from '@/domain/schemas/second-factor';
import { loadActorProfile } from '@/server/auth/actor';
import { AppError, unauthenticated } from '@/server/errors';
import { logSecurityEvent } from '@/server/http/security-events';
import { confirmSetUp, resetSecondFactor, startSetUp, turnOff } from './service';

const tags = ['two-factor'];

/**
 * Two-factor sign-in in Manage Profile (any signed-in user, also one who must set it up before anything else) and a
 * super admin's reset of another user's second factor.
 */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.post(
    '/api/v1/profile/two-factor/setup',
    {
      config: { action: 'session' },
      schema: {
        summary: 'Start setting up two-factor sign-in',
        tags,
        body: CurrentPasswordSchema,
        response: { 200: TwoFactorSetupReply },
      },
    },
    async (request) => {
      const { actor } = request.session;
      return logPasswordReentry(request, actor.email, () =>
        startSetUp(services, reentryOf(request, actor.email)),
      );
    },
  );

  r.post(
    '/api/v1/profile/two-factor/confirmation',
    {
      config: { action: 'session' },
      schema: {
        summary: 'Confirm two-factor sign-in',
        tags,
        body: TwoFactorCodeSchema,
        response: { 200: SessionReply },
      },
    },
    async (request, reply) => {
      const { session } = request;
      const setCookies = await confirmSetUp(services, session, {
        code: request.body.code,
        headers: fromNodeHeaders(request.headers),
      });
      const profile = await loadActorProfile(services.db, session.userId);
      if (!profile) throw unauthenticated();
      return reply.header('set-cookie', setCookies).send(profile);
    },
  );

  r.post(
    '/api/v1/profile/two-factor/removal',
    {
      config: { action: 'session' },
      schema: { summary: 'Turn off two-factor sign-in', tags, body: CurrentPasswordSchema },
    },
    async (request, reply) => {
      const { session } = request;
      const { email } = session.actor;
      const setCookies = await logPasswordReentry(request, email, () =>
        turnOff(services, session, reentryOf(request, email)),
      );
      return reply.header('set-cookie', setCookies).status(204).send();
    },
  );

  r.post(
    '/api/v1/users/:id/two-factor/reset',
    {
      config: { action: 'platform:manage' },
      schema: { summary: "Reset a user's two-factor sign-in", tags, params: IdParamsSchema },
    },
    async (request, reply) => {
      await resetSecondFactor(services, request.platform, request.params.id);
      return reply.status(204).send();
    },
  );
}

/** The password a route asks again, with the account and address the sign-in limits count it by. */
const reentryOf = (request: FastifyRequest<{ Body: { password: string } }>, email: string) => ({
  password: request.body.password,
  email,
  ip: request.ip,
  headers: fromNodeHeaders(request.headers),
});

/** A wrong password asked again is a security event like a wrong one at sign-in (a 429 is logged by the error plugin). */
async function logPasswordReentry<T>(
  request: FastifyRequest,
  email: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_PASSWORD') {
      logSecurityEvent(request, { securityEvent: 'sign-in-failed', email, reason: 'wrong-password-reentry' });
    }
    throw error;
  }
}
