import { isAPIError } from 'better-auth/api';
import { messages } from '@/domain/messages';
import type { SecondFactor } from '@/domain/schemas/second-factor';
import { accountDisabled, isAccountDisabledRefusal } from '@/server/auth/deactivation';
import { storedRecoveryCode } from '@/server/auth/recovery-codes';
import { readSignedCookie } from '@/server/auth/signed-cookie';
import { AppError } from '@/server/errors';
import type { SignInFailure } from '@/server/http/security-events';
import type { FailureCount } from '@/server/rate-limit/failure-limiter';
import type { Services } from '@/server/services';
import { auditFailedSignIn } from './failed-sign-in-audit';
import { signedInFrom, signInFailureCounts } from './rate-limits';
import { claimCodeStep } from './single-use-code';

type Deps = Pick<Services, 'auth' | 'db' | 'failureLimiter'>;

/** better-auth's codes for a wrong code from the app or a wrong (or used) recovery code. */
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);

export const signInExpired = () =>
  new AppError({ status: 401, code: 'SIGN_IN_EXPIRED', message: messages.signInExpired });

/**
 * The account whose password was right and whose second factor is awaited, from better-auth's signed, short-lived
 * pending-sign-in cookie; null when there is none or it has expired.
 */
export async function pendingSignIn(deps: Pick<Deps, 'auth'>, cookieHeader: string | undefined) {
  const context = await deps.auth.$context;
  const cookieName = context.createAuthCookie('two_factor').name;
  const identifier = readSignedCookie(cookieHeader, cookieName, context.secret);
  if (!identifier) return null;
  const pending = await context.internalAdapter.findVerificationValue(identifier);
  if (!pending || pending.expiresAt < new Date()) return null;
  return context.internalAdapter.findUserById(pending.value);
}

/**
 * Completes a sign-in with a code from the authenticator app or a single-use recovery code. A wrong code, and a code
 * already used once, is a failed sign-in under the same limits as a wrong password; after five in one sign-in the
 * password is asked again.
 */
export async function completeSignIn(
  deps: Deps,
  input: { userId: string; email: string; body: SecondFactor; ip: string; headers: Headers },
): Promise<{ userId: string; setCookies: string[] }> {
  const counts = await signInFailureCounts(deps, input.ip, input.email);
  await deps.failureLimiter.assertAllowed(counts);
  try {
    const { code, recoveryCode } = input.body;
    if (code !== undefined && !(await claimCodeStep(deps, { email: input.email, code }))) {
      return await refuseWrongCode(deps, input.email, counts);
    }
    const { headers, response } =
      code !== undefined
        ? await deps.auth.api.verifyTOTP({ body: { code }, headers: input.headers, returnHeaders: true })
        : await deps.auth.api.verifyBackupCode({
            body: { code: await recoveryCodeAsStored(deps, input.userId, recoveryCode ?? '') },
            headers: input.headers,
            returnHeaders: true,
          });
    await signedInFrom(deps, { counts, userId: response.user.id, ip: input.ip });
    return { userId: response.user.id, setCookies: headers.getSetCookie() };
  } catch (error) {
    if (isAccountDisabledRefusal(error)) {
      await auditFailedSignIn(deps, { email: input.email, reason: 'account-disabled', counts });
      throw accountDisabled();
    }
    if (!isAPIError(error) || error.statusCode >= 500) throw error;
    if (!WRONG_CODE.has(String(error.body?.code))) throw signInExpired();
    return await refuseWrongCode(deps, input.email, counts);
  }
}

/** The user's stored recovery code that the typed one stands for (see storedRecoveryCode). */
async function recoveryCodeAsStored(deps: Pick<Deps, 'auth'>, userId: string, typed: string) {
  const stored = await deps.auth.api
    .viewBackupCodes({ body: { userId } })
    .then((reply) => reply.backupCodes)
    .catch((error: unknown) => {
      // No second factor (or no codes): better-auth's own check refuses the typed code below.
      if (isAPIError(error) && error.statusCode < 500) return [];
      throw error;
    });
  return storedRecoveryCode(stored, typed);
}

/** A wrong (or already used) code: counted as a failed sign-in, audited, and answered 401. */
async function refuseWrongCode(deps: Deps, email: string, counts: FailureCount[]): Promise<never> {
  await deps.failureLimiter.recordFailure(counts);
  await auditFailedSignIn(deps, { email, reason: 'wrong-code', counts });
  throw new AppError({ status: 401, code: 'INVALID_CODE', message: messages.invalidSecondFactorCode });
}

/** Why a second step was refused, for the security log; undefined for a failure of ours. */
export function secondFactorFailureReason(error: unknown): SignInFailure | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.statusCode === 429) return 'rate-limited';
  if (error.code === 'INVALID_CODE') return 'wrong-code';
  if (error.code === 'ACCOUNT_DISABLED') return 'account-disabled';
  return error.code === 'SIGN_IN_EXPIRED' ? 'sign-in-expired' : undefined;
}
