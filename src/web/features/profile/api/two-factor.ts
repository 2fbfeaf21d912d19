import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentPassword, TwoFactorCode } from '@/domain/schemas/second-factor';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import type { Session } from '@/web/lib/session';

/** A set-up begun but not yet active: it becomes active when a code from the app is confirmed. */
export interface TwoFactorSetup {
  /** The otpauth:// address the QR code holds. */
  totpUri: string;
  /** The same key in base32, to type in by hand. */
  secret: string;
  /** Ten single-use codes, shown only now. */
  recoveryCodes: string[];
}

const PATH = '/api/v1/profile/two-factor';

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.post<TwoFactorSetup>(`${PATH}/setup`, input),
  });
}

/** The reply is the session with two-factor sign-in on, which stands in for the loaded one. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCode) => api.post<Session>(`${PATH}/confirmation`, input),
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session(), session),
  });
}

/** Shows the second factor off at once, then reads the session again for the server's own word. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrentPassword) => api.post<void>(`${PATH}/removal`, input),
    onSuccess: () => {
      queryClient.setQueryData<Session | null>(queryKeys.session(), (session) =>
        session ? { ...session, twoFactor: { ...session.twoFactor, enabled: false } } : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
    },
  });
}
