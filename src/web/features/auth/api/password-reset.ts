import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPassword } from '@/domain/schemas/new-password';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The routes' contracts come with the first call, so the page does not evaluate zod before it answers input. */
const contracts = () => import('@/domain/contracts/password-resets');

/** Whether the e-mailed reset token can still be used; checked once when the page opens. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: queryKeys.passwordResetToken(token),
    queryFn: async () => api.call((await contracts()).passwordResetCheck, { params: { token: token ?? '' } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: async (input: ResetPassword) =>
      api.call((await contracts()).passwordReset, { params: { token }, body: input }),
  });
}
