import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPassword } from '@/domain/schemas/new-password';
import type { PasswordResetRequest } from '@/domain/schemas/password-reset-request';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The reply's contract comes with the first call, so the sign-in page does not evaluate zod before it answers input. */
const messageReply = async () => (await import('@/domain/contracts/wire')).MessageReply;

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (input: PasswordResetRequest) =>
      api.post('/api/auth/password-reset-requests', input, await messageReply()),
  });
}

/** Whether the e-mailed reset token can still be used; checked once when the page opens. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: queryKeys.passwordResetToken(token),
    queryFn: async () =>
      api.get(`/api/auth/password-resets/${encodeURIComponent(token ?? '')}`, await messageReply()),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: async (input: ResetPassword) =>
      api.post(`/api/auth/password-resets/${encodeURIComponent(token)}`, input, await messageReply()),
  });
}
