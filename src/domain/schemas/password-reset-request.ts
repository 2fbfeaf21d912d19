import type { z } from 'zod';
import { SignInSchema } from './sign-in';

export const PasswordResetRequestSchema = SignInSchema.pick({ email: true });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
