import type { PasswordResetRequest } from '@/domain/schemas/password-reset-request';
import { api } from '@/web/lib/api-client';
import { useAction } from '@/web/lib/use-action';

/**
 * Asks for the e-mail with a reset link. Sent from the sign-in page, which has no query cache (decision record 056);
 * the route's contract comes with the first call, so the page does not evaluate zod before it answers input.
 */
export function useRequestPasswordReset() {
  return useAction(async (input: PasswordResetRequest) =>
    api.call((await import('@/domain/contracts/password-resets')).passwordResetRequest, { body: input }),
  );
}
