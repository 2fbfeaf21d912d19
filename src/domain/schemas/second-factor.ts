import { z } from 'zod';
import { messages } from '@/domain/messages';
import { PASSWORD_MAX_LENGTH } from './new-password';

/** A code from the authenticator app: six digits (spaces typed for readability are dropped). */
export const AuthenticatorCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, messages.secondFactorCodeFormat));

/** One of the recovery codes shown at set-up; the server compares it without case, spaces or dashes. */
export const RecoveryCodeSchema = z.string().trim().min(1, messages.recoveryCodeRequired).max(64);

/** The second step of a sign-in: a code from the app, or a recovery code (exactly one of them). */
export const SecondFactorSchema = z
  .strictObject({ code: AuthenticatorCodeSchema.optional(), recoveryCode: RecoveryCodeSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: messages.secondFactorCodeFormat,
  });
export type SecondFactor = z.infer<typeof SecondFactorSchema>;

export const TwoFactorCodeSchema = z.strictObject({ code: AuthenticatorCodeSchema });
export type TwoFactorCode = z.infer<typeof TwoFactorCodeSchema>;

/** Turning the second factor on or off asks for the account's password again. */
export const CurrentPasswordSchema = z.strictObject({
  password: z.string().min(1, messages.passwordRequired).max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
});
export type CurrentPassword = z.infer<typeof CurrentPasswordSchema>;
