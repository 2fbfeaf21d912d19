import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorRequired, Session } from '@/domain/contracts/session';
import type { SecondFactor } from '@/domain/schemas/second-factor';
import type { SignIn } from '@/domain/schemas/sign-in';
import { api } from '@/web/lib/api-client';
import { storeSession } from '@/web/lib/session';

export const isSecondFactorRequired = (
  reply: Session | SecondFactorRequired,
): reply is SecondFactorRequired => 'secondFactorRequired' in reply && reply.secondFactorRequired === true;

/** The contracts come with the first sign-in, so the sign-in page does not evaluate zod before it answers input. */
const contracts = () => import('@/domain/contracts/session');

/** A 200 is the signed-in session; a 202 asks for the second factor (useSecondFactor) and signs nobody in yet. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: SignIn) =>
      api.post('/api/auth/sign-in', credentials, (await contracts()).SignInReply),
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
    mutationFn: async (body: SecondFactor) =>
      api.post('/api/auth/second-factor', body, (await contracts()).SessionReply),
    onSuccess: (session) => storeSession(queryClient, session),
  });
}
