import { z } from 'zod';
import type { Wire } from './wire';

/** `POST /api/v1/profile/two-factor/setup`: a set-up begun, active once a code from the app is confirmed. */
export const TwoFactorSetupReply = z.object({
  totpUri: z.string().describe('otpauth:// URI for the authenticator app (shown as a QR code)'),
  secret: z.string().describe('The same key in base32, to type into the app by hand'),
  recoveryCodes: z.array(z.string()).describe('Ten single-use codes for signing in without the app'),
});
export type TwoFactorSetup = Wire<typeof TwoFactorSetupReply>;
