import { ResetPasswordSchema } from '@/domain/schemas/new-password';
import { PasswordResetRequestSchema } from '@/domain/schemas/password-reset-request';
import { TokenParamsSchema } from './params';
import { defineRoute } from './route';
import { MessageReply } from './wire';

/** Forgot password: a reset link by e-mail, checked when its page opens, then the new password. */
const tags = ['auth'];

export const passwordResetRequest = defineRoute({
  method: 'POST',
  path: '/api/auth/password-reset-requests',
  summary: 'Request a password reset link',
  operationId: 'requestPasswordReset',
  tags,
  body: PasswordResetRequestSchema,
  reply: MessageReply,
  status: 202,
  action: 'public',
});

export const passwordResetCheck = defineRoute({
  method: 'GET',
  path: '/api/auth/password-resets/:token',
  summary: 'Check a password reset link',
  operationId: 'getPasswordReset',
  tags,
  params: TokenParamsSchema,
  reply: MessageReply,
  action: 'public',
});

export const passwordReset = defineRoute({
  method: 'POST',
  path: '/api/auth/password-resets/:token',
  summary: 'Set a new password from a reset link',
  operationId: 'resetPassword',
  tags,
  params: TokenParamsSchema,
  body: ResetPasswordSchema,
  reply: MessageReply,
  action: 'public',
});
