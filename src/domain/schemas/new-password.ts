import { z } from 'zod';
import { messages } from '@/domain/messages';

/** Longest password accepted anywhere: hashing cost grows with length, so an unbounded one is a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

/** A password and its confirmation, which must match: at least 6 characters on a reset, 8 when accepting an invitation. */
function newPasswordSchema(minLength: 6 | 8) {
  const tooShort = minLength === 6 ? messages.passwordMin6 : messages.passwordMin8;
  return z
    .strictObject({
      password: z
        .string()
        .min(1, messages.passwordRequired)
        .min(minLength, tooShort)
        .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
      confirmPassword: z.string().min(1, messages.passwordRequired).min(minLength, tooShort),
    })
    .refine((value) => value.password === value.confirmPassword, {
      message: messages.passwordsDontMatch,
      path: ['confirmPassword'],
    });
}

export const ResetPasswordSchema = newPasswordSchema(6);
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const InvitePasswordSchema = newPasswordSchema(8);
export type InvitePassword = z.infer<typeof InvitePasswordSchema>;
