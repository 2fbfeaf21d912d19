import { isAPIError } from 'better-auth/api';
import { adminMessages } from '@/domain/admin-messages';
import { messages } from '@/domain/messages';
import { recordEvent } from '@/server/audit/record-event';
import type { PlatformContext, SessionContext } from '@/server/auth/session-context';
import { AppError, badRequest, conflict, notFound } from '@/server/errors';
import { auditFailedSignIn, forgiveAddress, signInFailureCounts } from '@/server/modules/auth';
import type { Services } from '@/server/services';
import { lockTwoFactorStatus, removeSecondFactor } from './queries';

type Deps = Pick<Services, 'auth' | 'db' | 'failureLimiter'>;

/** Who re-enters the password, and from where: the account and the address the sign-in limits count by. */
interface PasswordReentry {
  password: string;
  email: string;
  ip: string;
  headers: Headers;
}

const twoFactorOff = () => conflict(messages.twoFactorOffForYou, 'TWO_FACTOR_NOT_ENABLED');

/** better-auth's refusals, in the words and statuses of our API. */
const REFUSALS: Record<string, () => AppError> = {
  INVALID_PASSWORD: () => badRequest(messages.incorrectPassword, 'INVALID_PASSWORD'),
  INVALID_CODE: () => badRequest(messages.invalidSecondFactorCode, 'INVALID_CODE'),
  TOTP_ALREADY_ENABLED: () => conflict(messages.twoFactorAlreadyEnabled, 'TWO_FACTOR_ALREADY_ENABLED'),
  TOTP_NOT_ENABLED: () => conflict(messages.twoFactorSetupNotStarted, 'TWO_FACTOR_SETUP_NOT_STARTED'),
  TWO_FACTOR_NOT_ENABLED: () => twoFactorOff(),
};

async function translated<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const refusal = isAPIError(error) ? REFUSALS[String(error.body?.code)] : undefined;
    throw refusal ? refusal() : error;
  }
}

/**
 * A password asked again in a session is a sign-in attempt (a stolen session must not guess it online): under the
 * sign-in failure limits of the account and address (429 with Retry-After), a wrong one audited as a failed
 * sign-in, and a right one forgiving the address as a sign-in does.
 */
async function reenteringPassword<T>(deps: Deps, input: PasswordReentry, call: () => Promise<T>): Promise<T> {
  const counts = await signInFailureCounts(deps, input.ip, input.email);
  await deps.failureLimiter.assertAllowed(counts);
  try {
    const result = await translated(call());
    await forgiveAddress(deps, counts);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_PASSWORD') {
      await deps.failureLimiter.recordFailure(counts);
      await auditFailedSignIn(deps, { email: input.email, reason: 'wrong-password-reentry', counts });
    }
    throw error;
  }
}

/**
 * Starts the set-up: a new authenticator secret and ten recovery codes, not in force until a first code from the app
 * confirms them. The password is asked again, so an unattended signed-in browser cannot add a second factor.
 */
export async function startSetUp(deps: Deps, input: PasswordReentry) {
  const started = await reenteringPassword(deps, input, () =>
    deps.auth.api.enableTwoFactor({
      body: { password: input.password, method: 'totp' },
      headers: input.headers,
    }),
  );
  if (started.method !== 'totp') throw new Error('two-factor set-up did not start an authenticator app');
  const secret = new URL(started.totpURI).searchParams.get('secret') ?? '';
  return { totpUri: started.totpURI, secret, recoveryCodes: started.backupCodes };
}

/** Confirms the set-up with a code from the app; from now on every sign-in asks for one. Renews the session. */
export async function confirmSetUp(
  deps: Deps,
  session: SessionContext,
  input: { code: string; headers: Headers },
) {
  const { headers } = await translated(
    deps.auth.api.verifyTOTP({ body: { code: input.code }, headers: input.headers, returnHeaders: true }),
  );
  return recordedFactorChange(deps, session, 'two_factor.enabled', headers);
}

/** Audits the user's own change of their second factor; the renewed session's cookies are the reply's. */
async function recordedFactorChange(
  deps: Deps,
  session: SessionContext,
  name: 'two_factor.enabled' | 'two_factor.disabled' | 'two_factor.recovery_codes_renewed',
  headers: Headers,
) {
  await deps.db.transaction((tx) => recordEvent(tx, session, { name, subjectId: session.userId, data: {} }));
  return headers.getSetCookie();
}

/** Turns the second factor off (password asked again); refused where it is required. Renews the session. */
export async function turnOff(deps: Deps, session: SessionContext, input: PasswordReentry) {
  const { actor } = session;
  if (actor.twoFactor.required) throw conflict(messages.twoFactorRequired, 'TWO_FACTOR_REQUIRED');
  const { headers } = await reenteringPassword(deps, input, () =>
    deps.auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: input.headers,
      returnHeaders: true,
    }),
  );
  return recordedFactorChange(deps, session, 'two_factor.disabled', headers);
}

/** How many of the user's recovery codes are unused; refused while two-factor sign-in is off. */
export async function countRecoveryCodes(deps: Deps, session: SessionContext) {
  if (!session.actor.twoFactor.enabled) throw twoFactorOff();
  const { backupCodes } = await translated(
    deps.auth.api.viewBackupCodes({ body: { userId: session.userId } }),
  );
  return { remaining: backupCodes.length };
}

/**
 * Ten new recovery codes in place of the old ones, which stop working at once (password asked again, audited).
 * The codes are shown once, in the reply.
 */
export async function renewRecoveryCodes(deps: Deps, session: SessionContext, input: PasswordReentry) {
  if (!session.actor.twoFactor.enabled) throw twoFactorOff();
  const { backupCodes } = await reenteringPassword(deps, input, () =>
    deps.auth.api.generateBackupCodes({ body: { password: input.password }, headers: input.headers }),
  );
  await deps.db.transaction((tx) =>
    recordEvent(tx, session, {
      name: 'two_factor.recovery_codes_renewed',
      subjectId: session.userId,
      data: {},
    }),
  );
  return { recoveryCodes: backupCodes };
}

/**
 * A super admin resets another user's second factor (a lost phone): the secret and recovery codes are deleted and
 * the user's sessions end; where it is required, the user sets it up again after the next sign-in with a password.
 */
export async function resetSecondFactor(deps: Deps, platform: PlatformContext, userId: string) {
  await deps.db.transaction(async (tx) => {
    const user = await lockTwoFactorStatus(tx, userId);
    if (!user) throw notFound(adminMessages.userNotFound);
    if (!user.enabled) throw conflict(messages.twoFactorNotEnabled, 'TWO_FACTOR_NOT_ENABLED');
    await removeSecondFactor(tx, userId);
    await recordEvent(
      tx,
      { ...platform, organisationId: user.organisationId },
      {
        name: 'two_factor.reset',
        subjectId: userId,
        data: {},
      },
    );
  });
}
