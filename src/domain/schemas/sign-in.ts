import { z } from 'zod';
import { messages } from '@/domain/messages';
import { PASSWORD_MAX_LENGTH } from './new-password';

export const SignInSchema = z.strictObject({
  email: z.string().trim().pipe(z.email(messages.invalidEmailAddress)),
  password: z.string().min(6, messages.passwordMin6).max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
});
export type SignIn = z.infer<typeof SignInSchema>;
