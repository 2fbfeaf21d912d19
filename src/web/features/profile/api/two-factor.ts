import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Session, SessionReply } from '@/domain/contracts/session';
import { TwoFactorSetupReply } from '@/domain/contracts/two-factor';
import { NoContent } from '@/domain/contracts/wire';
import type { CurrentPassword, TwoFactorCode } from '@/domain/schemas/second-factor';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

const PATH = '/api/v1/profile/two-factor';

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.post(`${PATH}/setup`, input, TwoFactorSetupReply),
  });
}

/** The reply is the session with two-factor sign-in on, which stands in for the loaded one. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCode) => api.post(`${PATH}/confirmation`, input, SessionReply),
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session(), session),
  });
}

/** Shows the second factor off at once, then reads the session again for the server's own word. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.post(`${PATH}/removal`, input, NoContent),
    onSuccess: () => {
      queryClient.setQueryData<Session | null>(queryKeys.session(), (session) =>
        session ? { ...session, twoFactor: { ...session.twoFactor, enabled: false } } : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
    },
  });
}
