import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactor } from '@/domain/schemas/second-factor';
import type { SignIn } from '@/domain/schemas/sign-in';
import { api } from '@/web/lib/api-client';
import { type Session, storeSession } from '@/web/lib/session';

/** The password was right and the account has a second factor: the sign-in waits for its code. */
export interface SecondFactorRequired {
  secondFactorRequired: true;
}

export const isSecondFactorRequired = (
  reply: Session | SecondFactorRequired,
): reply is SecondFactorRequired => 'secondFactorRequired' in reply && reply.secondFactorRequired === true;

/** A 200 is the signed-in session; a 202 asks for the second factor (useSecondFactor) and signs nobody in yet. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignIn) =>
      api.post<Session | SecondFactorRequired>('/api/auth/sign-in', credentials),
    onSuccess: (reply) => {
      if (isSecondFactorRequired(reply)) return;
      storeSession(queryClient, reply);
    },
  });
}

/** Completes a sign-in that answered 202 with a code from the authenticator app or a recovery code. */
export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactor) => api.post<Session>('/api/auth/second-factor', body),
    onSuccess: (session) => storeSession(queryClient, session),
  });
}
