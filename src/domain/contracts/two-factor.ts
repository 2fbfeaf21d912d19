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
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'platform:manage',
});
