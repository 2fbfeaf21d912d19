import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useSessionStore } from '@/web/lib/session';

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.call(twoFactorSetupStart, { body: input }),
  });
}

/** The reply is the session with two-factor sign-in on, which stands in for the loaded one. */
export function useConfirmTwoFactor() {
  const session = useSessionStore();
  return useMutation({
    mutationFn: (input: TwoFactorCode) => api.call(twoFactorConfirmation, { body: input }),
    onSuccess: (reply) => session.set(reply),
  });
}

/** Shows the second factor off at once, then reads the session again for the server's own word. */
export function useTurnOffTwoFactor() {
  const session = useSessionStore();
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.call(twoFactorRemoval, { body: input }),
    onSuccess: () => {
      const { data } = session.getSnapshot();
      if (data) session.set({ ...data, twoFactor: { ...data.twoFactor, enabled: false } });
      void session.invalidate();
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
