import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  recoveryCodesLeft,
  recoveryCodesRenewal,
  twoFactorConfirmation,
  twoFactorRemoval,
  twoFactorReset,
  twoFactorSetupStart,
} from '@/domain/contracts/two-factor';
import { loadActorProfile } from '@/server/auth/actor';
import { AppError, unauthenticated } from '@/server/errors';
import { registerContract } from '@/server/http/register-contract';
import { logSecurityEvent } from '@/server/http/security-events';
import {
  confirmSetUp,
  countRecoveryCodes,
  renewRecoveryCodes,
  resetSecondFactor,
  startSetUp,
  turnOff,
} from './service';

/**
 * Two-factor sign-in in Manage Profile (any signed-in user, also one who must set it up before anything else) and a
 * super admin's reset of another user's second factor.
 */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerContract(app, twoFactorSetupStart, (request) => {
    const { email } = request.session.actor;
    return logPasswordReentry(request, email, () => startSetUp(services, reentryOf(request, email)));
  });

  registerContract(app, twoFactorConfirmation, async (request, reply) => {
    const { session } = request;
    const setCookies = await confirmSetUp(services, session, {
      code: request.body.code,
      headers: fromNodeHeaders(request.headers),
    });
    const profile = await loadActorProfile(services.db, session.userId);
    if (!profile) throw unauthenticated();
    reply.header('set-cookie', setCookies);
    return profile;
  });

  registerContract(app, twoFactorRemoval, async (request, reply) => {
    const { session } = request;
    const { email } = session.actor;
    const setCookies = await logPasswordReentry(request, email, () =>
      turnOff(services, session, reentryOf(request, email)),
    );
    reply.header('set-cookie', setCookies);
  });

  registerContract(app, recoveryCodesLeft, (request) => countRecoveryCodes(services, request.session));

  registerContract(app, recoveryCodesRenewal, (request) => {
    const { session } = request;
    const { email } = session.actor;
    return logPasswordReentry(request, email, () =>
      renewRecoveryCodes(services, session, reentryOf(request, email)),
    );
  });

  registerContract(app, twoFactorReset, (request) =>
    resetSecondFactor(services, request.platform, request.params.id),
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
