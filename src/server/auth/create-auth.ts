import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '@/domain/messages';
import { PASSWORD_MAX_LENGTH } from '@/domain/schemas/new-password';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema/index';
import type { Env } from '@/server/env';
import type { Mailer } from '@/server/mail/mailer';
import { passwordResetMail } from '@/server/mail/templates';
import type { BackgroundTasks } from './background-tasks';
import { storedResetIdentifier } from './credentials';
import { ACCOUNT_DISABLED, isDeactivated } from './deactivation';
import { passwordHashing } from './password-hashing';
import { newRecoveryCodes } from './recovery-codes';

const HOUR = 60 * 60;

interface AuthOptions {
  db: Database;
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'PASSWORD_HASH_COST'>;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  backgroundTasks: BackgroundTasks;
}

/**
 * better-auth for passwords, sessions, reset tokens and the second factor (authenticator app and recovery codes). Its HTTP handler is not mounted: our own routes call its
 * server API, so only the endpoints we expose exist (no self sign-up, no e-mail change) and each one is validated,
 * rate-limited and documented like every other route.
 */
export function createAuth({ db, env, mailer, logger, backgroundTasks }: AuthOptions) {
  return betterAuth({
    appName: 'ClaimGuard',
    baseURL: env.APP_URL,
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: HOUR,
      password: passwordHashing(env.PASSWORD_HASH_COST),
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.APP_URL}/reset-password?type=recovery&token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, url));
      },
    },
    session: { expiresIn: 7 * 24 * HOUR, updateAge: 24 * HOUR },
    // Every way in (password, second factor) ends in a new session: a deactivated user gets none, whatever proved
    // who they are. Asked only once the password was right, so it tells a stranger nothing about the address.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            if (await isDeactivated(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: ACCOUNT_DISABLED, message: messages.accountDisabled });
            }
          },
        },
      },
    },
    // Tokens are stored hashed; reset links keep a readable prefix so that a password change can revoke them all.
    verification: {
      storeIdentifier: {
        default: 'hashed',
        overrides: { 'reset-password:': { hash: async (id) => storedResetIdentifier(id) } },
      },
    },
    // Our own limiter (per IP and per account, shared by all processes) guards sign-in and reset.
    rateLimit: { enabled: false },
    trustedOrigins: [env.APP_URL],
    plugins: [
      twoFactor({
        issuer: 'ClaimGuard',
        // Unambiguous, grouped codes (a typed one is matched to its stored form in the sign-in's second step).
        backupCodeOptions: { customBackupCodesGenerate: () => newRecoveryCodes() },
        // Wrong codes count as failed sign-ins under our own limits, which never lock an account outright.
        accountLockout: { enabled: false },
      }),
    ],
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const log = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug;
        log.call(logger, { args }, `better-auth: ${message}`);
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'claimguard',
      useSecureCookies: env.APP_URL.startsWith('https://'),
      // Mail is sent after the reply, so a reset request answers equally fast whether or not the account exists.
      backgroundTasks: { handler: backgroundTasks.run },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
