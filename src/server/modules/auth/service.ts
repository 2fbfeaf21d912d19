import { isAPIError } from 'better-auth/api';
import { messages } from '@/domain/messages';
import type { PasswordResetRequest } from '@/domain/schemas/password-reset-request';
import type { SignIn } from '@/domain/schemas/sign-in';
import { ssoMessages } from '@/domain/sso-messages';
import { recordEvent } from '@/server/audit/record-event';
import { consumeResetToken, revokeAccountAccess, setCredentialPassword } from '@/server/auth/credentials';
import { accountDisabled, isAccountDisabledRefusal } from '@/server/auth/deactivation';
import { AppError, badRequest, forbidden, notFound } from '@/server/errors';
import type { SignInFailure } from '@/server/http/security-events';
import { ssoRequiredFor } from '@/server/modules/sso';
import type { Services } from '@/server/services';
import { auditFailedSignIn } from './failed-sign-in-audit';
import { limitsFor, PASSWORD_RESET_LIMITS, signedInFrom, signInFailureCounts } from './rate-limits';

type Deps = Pick<Services, 'auth' | 'db' | 'rateLimiter' | 'failureLimiter' | 'backgroundTasks'>;

/** What a right password leads to: a session, or (for an account with a second factor) a pending sign-in. */
export type SignInOutcome =
  | { kind: 'signed-in'; userId: string; setCookies: string[] }
  | { kind: 'second-factor'; setCookies: string[] };

/**
 * Checks the password; one message whether the e-mail or the password was wrong. Only failures count against the
 * limits, and a full sign-in forgives the address's failures on the account and makes the address known to it.
 */
export async function signIn(
  deps: Deps,
  input: { credentials: SignIn; ip: string; headers: Headers },
): Promise<SignInOutcome> {
  const { credentials } = input;
  const counts = await signInFailureCounts(deps, input.ip, credentials.email);
  await deps.failureLimiter.assertAllowed(counts);
  if (await ssoRequiredFor(deps.db, credentials.email)) {
    await auditFailedSignIn(deps, { email: credentials.email, reason: 'sso-required', counts });
    throw forbidden(ssoMessages.ssoRequired, 'SSO_REQUIRED');
  }
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      body: { email: credentials.email, password: credentials.password, rememberMe: true },
      headers: input.headers,
      returnHeaders: true,
    });
    const setCookies = headers.getSetCookie();
    if ('twoFactorRedirect' in response) return { kind: 'second-factor', setCookies };
    await signedInFrom(deps, { counts, userId: response.user.id, ip: input.ip });
    return { kind: 'signed-in', userId: response.user.id, setCookies };
  } catch (error) {
    if (isAccountDisabledRefusal(error)) {
      await auditFailedSignIn(deps, { email: credentials.email, reason: 'account-disabled', counts });
      throw accountDisabled();
    }
    if (isAPIError(error) && error.statusCode < 500) {
      await deps.failureLimiter.recordFailure(counts);
      await auditFailedSignIn(deps, { email: credentials.email, reason: 'wrong-password', counts });
      throw new AppError({ status: 401, code: 'INVALID_CREDENTIALS', message: messages.invalidCredentials });
    }
    throw error;
  }
}

/**
 * Why a sign-in was refused, for the security log only (the reply never tells): the limit, an address with no
 * account, or an account whose password did not match. Undefined for a failure of ours (a 5xx), which is no event.
 */
export async function signInFailureReason(
  deps: Deps,
  email: string,
  error: unknown,
): Promise<SignInFailure | undefined> {
  if (!(error instanceof AppError)) return undefined;
  if (error.statusCode === 429) return 'rate-limited';
  if (error.code === 'ACCOUNT_DISABLED') return 'account-disabled';
  if (error.code === 'SSO_REQUIRED') return 'sso-required';
  if (error.code !== 'INVALID_CREDENTIALS') return undefined;
  const context = await deps.auth.$context;
  const account = await context.internalAdapter.findUserByEmail(email.toLowerCase());
  return account ? 'wrong-password' : 'unknown-account';
}

export async function signOut(deps: Deps, headers: Headers): Promise<string[]> {
  try {
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    // Signing out without a valid session is not an error for the user: they are signed out either way.
    if (isAPIError(error) && error.statusCode < 500) return [];
    throw error;
  }
}

/**
 * Same answer, same work, same timing whether or not the account exists: the reply only counts the request against
 * the limits and queues the rest (finding the account, making the link, mailing it) to run after it.
 */
export async function requestPasswordReset(deps: Deps, input: { request: PasswordResetRequest; ip: string }) {
  const { email } = input.request;
  await deps.rateLimiter.consume(limitsFor('password-reset', input.ip, email, PASSWORD_RESET_LIMITS));
  deps.backgroundTasks.run(deps.auth.api.requestPasswordReset({ body: { email } }));
}

export async function assertResetTokenValid(deps: Deps, token: string): Promise<void> {
  const context = await deps.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) throw notFound(messages.invalidResetLink);
}

/**
 * Sets the new password and uses up the link in one transaction; every other reset link, open invitation and
 * session of the account stops working with it.
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string }) {
  const passwordHash = await (await deps.auth.$context).password.hash(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, input.token);
    if (!userId) throw badRequest(messages.invalidResetLink, 'INVALID_TOKEN');
    await setCredentialPassword(tx, userId, passwordHash);
    await revokeAccountAccess(tx, userId);
    await recordEvent(
      tx,
      { organisationId: null, userId },
      {
        name: 'password.reset',
        subjectId: userId,
        data: {},
      },
    );
  });
}
