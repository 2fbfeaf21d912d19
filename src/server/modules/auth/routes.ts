import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { passwordReset, passwordResetCheck, passwordResetRequest } from '@/domain/contracts/password-resets';
import { passwordSignIn, secondFactorSignIn, sessionRead, sessionSignOut } from '@/domain/contracts/session';
import { messages } from '@/domain/messages';
import { loadActorProfile } from '@/server/auth/actor';
import { sendsSessionCookie } from '@/server/auth/signed-cookie';
import { AppError, unauthenticated } from '@/server/errors';
import { registerContract } from '@/server/http/register-contract';
import { logSecurityEvent, retryAfterOf, type SignInFailure } from '@/server/http/security-events';
import { completeSignIn, pendingSignIn, secondFactorFailureReason, signInExpired } from './second-factor';
import {
  assertResetTokenValid,
  requestPasswordReset,
  resetPassword,
  signIn,
  signInFailureReason,
  signOut,
} from './service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;

  registerContract(app, passwordSignIn, async (request, reply) => {
    const { email } = request.body;
    const outcome = await signIn(services, {
      credentials: request.body,
      ip: request.ip,
      headers: fromNodeHeaders(request.headers),
    }).catch(async (error: unknown) => {
      logSignInFailure(request, email, await signInFailureReason(services, email, error), error);
      throw error;
    });
    if (outcome.kind === 'second-factor') {
      logSecurityEvent(request, { securityEvent: 'sign-in-second-factor-asked', email });
      return reply.header('set-cookie', outcome.setCookies).status(202).send({ secondFactorRequired: true });
    }
    return sendSignedIn(request, reply, outcome);
  });

  registerContract(app, secondFactorSignIn, async (request, reply) => {
    const user = await pendingSignIn(services, request.headers.cookie);
    if (!user) throw signInExpired();
    const outcome = await completeSignIn(services, {
      userId: user.id,
      email: user.email,
      body: request.body,
      ip: request.ip,
      headers: fromNodeHeaders(request.headers),
    }).catch((error: unknown) => {
      logSignInFailure(request, user.email, secondFactorFailureReason(error), error);
      throw error;
    });
    return sendSignedIn(request, reply, outcome);
  });

  async function sendSignedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: { userId: string; setCookies: string[] },
  ) {
    const profile = await loadActorProfile(services.db, outcome.userId);
    if (!profile) throw unauthenticated();
    logSecurityEvent(request, {
      securityEvent: 'sign-in-succeeded',
      email: profile.email,
      userId: profile.userId,
    });
    reply.header('set-cookie', outcome.setCookies);
    return profile;
  }

  registerContract(app, sessionSignOut, async (request, reply) => {
    reply.header('set-cookie', await signOut(services, fromNodeHeaders(request.headers)));
  });

  // The web app asks on every page: a visitor without a session cookie simply has no session (null, not a 401); a
  // cookie that names no live session is still refused, as on any other route.
  registerContract(app, sessionRead, async (request) => {
    if (!sendsSessionCookie(request.headers.cookie)) return null;
    request.actor = await services.readActor(request.headers);
    if (!request.actor) throw unauthenticated();
    return { ...request.actor, expiresAt: request.actor.sessionExpiresAt ?? null };
  });

  registerContract(app, passwordResetRequest, async (request) => {
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
    return { message: messages.resetEmailSentDescription };
  });

  registerContract(app, passwordResetCheck, async (request) => {
    await assertResetTokenValid(services, request.params.token);
    return { message: 'valid' };
  });

  registerContract(app, passwordReset, async (request) => {
    await resetPassword(services, { token: request.params.token, password: request.body.password });
    return { message: messages.passwordUpdatedDescription };
  });
}

/** One security event per refused sign-in step, naming the account and why (the reply never tells). */
function logSignInFailure(
  request: FastifyRequest,
  email: string,
  reason: SignInFailure | undefined,
  error: unknown,
) {
  if (!reason) return;
  const retryAfterSeconds = retryAfterOf(error);
  logSecurityEvent(request, {
    securityEvent: 'sign-in-failed',
    email,
    reason,
    ...(reason === 'rate-limited' && retryAfterSeconds !== null ? { retryAfterSeconds } : {}),
  });
}
