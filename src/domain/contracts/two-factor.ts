import { z } from 'zod';
import { CurrentPasswordSchema, TwoFactorCodeSchema } from '@/domain/schemas/second-factor';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { SessionReply } from './session';
import { NoContent, type Wire } from './wire';

/** `POST /api/v1/profile/two-factor/setup`: a set-up begun, active once a code from the app is confirmed. */
export const TwoFactorSetupReply = z.object({
  totpUri: z.string().describe('otpauth:// URI for the authenticator app (shown as a QR code)'),
  secret: z.string().describe('The same key in base32, to type into the app by hand'),
  recoveryCodes: z.array(z.string()).describe('Ten single-use codes for signing in without the app'),
});
export type TwoFactorSetup = Wire<typeof TwoFactorSetupReply>;

/**
 * Two-factor sign-in in Manage Profile (any signed-in user, also one who must set it up before anything else) and a
 * super admin's reset of another user's second factor.
 */
const tags = ['two-factor'];

export const twoFactorSetupStart = defineRoute({
  method: 'POST',
  path: '/api/v1/profile/two-factor/setup',
  summary: 'Start setting up two-factor sign-in',
  operationId: 'setUpTwoFactor',
  tags,
  body: CurrentPasswordSchema,
  reply: TwoFactorSetupReply,
  action: 'session',
});

/** The reply is the session with two-factor sign-in on. */
export const twoFactorConfirmation = defineRoute({
  method: 'POST',
  path: '/api/v1/profile/two-factor/confirmation',
  summary: 'Confirm two-factor sign-in',
  operationId: 'confirmTwoFactor',
  tags,
  body: TwoFactorCodeSchema,
  reply: SessionReply,
  action: 'session',
});

export const twoFactorRemoval = defineRoute({
  method: 'POST',
  path: '/api/v1/profile/two-factor/removal',
  summary: 'Turn off two-factor sign-in',
  operationId: 'removeTwoFactor',
  tags,
  body: CurrentPasswordSchema,
  reply: NoContent,
  status: 204,
  action: 'session',
});

export const twoFactorReset = defineRoute({
  method: 'POST',
  path: '/api/v1/users/:id/two-factor/reset',
  summary: "Reset a user's two-factor sign-in",
  operationId: 'resetUserTwoFactor',
  refusals: {
    409: 'TWO_FACTOR_NOT_ENABLED: two-factor sign-in is off for this user.',
  },
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'platform:manage',
});

/** `GET /api/v1/profile/two-factor/recovery-codes`: how many of the user's recovery codes are still unused. */
export const RecoveryCodesLeftReply = z.object({
  remaining: z.number().int().min(0).describe('Recovery codes not used yet (each works once)'),
});
export type RecoveryCodesLeft = Wire<typeof RecoveryCodesLeftReply>;

export const recoveryCodesLeft = defineRoute({
  method: 'GET',
  path: '/api/v1/profile/two-factor/recovery-codes',
  summary: 'Count the unused recovery codes',
  operationId: 'countRecoveryCodes',
  refusals: {
    409: 'TWO_FACTOR_NOT_ENABLED: two-factor sign-in is off for the signed-in user.',
  },
  tags,
  reply: RecoveryCodesLeftReply,
  action: 'session',
});

/** `POST /api/v1/profile/two-factor/recovery-codes`: ten new codes; the old ones stop working. */
export const NewRecoveryCodesReply = z.object({
  recoveryCodes: z.array(z.string()).describe('Ten new single-use codes; the earlier ones no longer work'),
});
export type NewRecoveryCodes = Wire<typeof NewRecoveryCodesReply>;

export const recoveryCodesRenewal = defineRoute({
  method: 'POST',
  path: '/api/v1/profile/two-factor/recovery-codes',
  summary: 'Make new recovery codes',
  operationId: 'renewRecoveryCodes',
  refusals: {
    409: 'TWO_FACTOR_NOT_ENABLED: two-factor sign-in is off for the signed-in user.',
  },
  tags,
  body: CurrentPasswordSchema,
  reply: NewRecoveryCodesReply,
  action: 'session',
});
