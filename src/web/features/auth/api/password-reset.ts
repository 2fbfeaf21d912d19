import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageReply } from '@/domain/contracts/wire';
import type { ResetPassword } from '@/domain/schemas/new-password';
import type { PasswordResetRequest } from '@/domain/schemas/password-reset-request';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      api.post('/api/auth/password-reset-requests', input, MessageReply),
  });
}

/** Whether the e-mailed reset token can still be used; checked once when the page opens. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: queryKeys.passwordResetToken(token),
    queryFn: () => api.get(`/api/auth/password-resets/${encodeURIComponent(token ?? '')}`, MessageReply),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (input: ResetPassword) =>
      api.post(`/api/auth/password-resets/${encodeURIComponent(token)}`, input, MessageReply),
  });
}
