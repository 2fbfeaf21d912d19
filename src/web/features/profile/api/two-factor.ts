import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@/domain/contracts/session';
import {
  recoveryCodesLeft,
  recoveryCodesRenewal,
  twoFactorConfirmation,
  twoFactorRemoval,
  twoFactorSetupStart,
} from '@/domain/contracts/two-factor';
import type { CurrentPassword, TwoFactorCode } from '@/domain/schemas/second-factor';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.call(twoFactorSetupStart, { body: input }),
  });
}

/** The reply is the session with two-factor sign-in on, which stands in for the loaded one. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCode) => api.call(twoFactorConfirmation, { body: input }),
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session(), session),
  });
}

/** Shows the second factor off at once, then reads the session again for the server's own word. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.call(twoFactorRemoval, { body: input }),
    onSuccess: () => {
      queryClient.setQueryData<Session | null>(queryKeys.session(), (session) =>
        session ? { ...session, twoFactor: { ...session.twoFactor, enabled: false } } : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
    },
  });
}

/** How many recovery codes are unused; asked only while two-factor sign-in is on. */
export function useRecoveryCodesLeft(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.recoveryCodesLeft(),
    queryFn: () => api.call(recoveryCodesLeft, {}),
    enabled,
  });
}

/** Ten new recovery codes (shown once); the count goes back to ten. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.call(recoveryCodesRenewal, { body: input }),
    onSuccess: ({ recoveryCodes }) =>
      queryClient.setQueryData(queryKeys.recoveryCodesLeft(), { remaining: recoveryCodes.length }),
  });
}
