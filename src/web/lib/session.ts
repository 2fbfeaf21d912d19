import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@/domain/roles';
import type { SecondFactor } from '@/domain/schemas/second-factor';
import type { SignIn } from '@/domain/schemas/sign-in';
import { ApiError, api } from '@/web/lib/api-client';

export interface Session {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  role: Role | null;
  organisation: { id: string; name: string; domain: string } | null;
  /** required: this user must sign in with a second factor (and is not exempt); enabled: one is set up. */
  twoFactor: { enabled: boolean; required: boolean; exempt: boolean };
}

/** The password was right and the account has a second factor: the sign-in waits for its code. */
export interface SecondFactorRequired {
  secondFactorRequired: true;
}

export const isSecondFactorRequired = (
  reply: Session | SecondFactorRequired,
): reply is SecondFactorRequired => 'secondFactorRequired' in reply && reply.secondFactorRequired === true;

/**
 * The server refuses everything but Manage Profile (and the session) until this user sets up two-factor sign-in. A
 * reply without twoFactor (from a server before it) counts as not required.
 */
export const needsTwoFactorSetup = (session: Session): boolean =>
  Boolean(session.twoFactor?.required && !session.twoFactor.enabled);

export const sessionQueryKey = ['session'] as const;

/** Other tabs hear about sign-in and sign-out at once, so every tab shows the same state. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('claimguard-session');

async function fetchSession(): Promise<Session | null> {
  try {
    return await api.get<Session>('/api/auth/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, or null. Re-read when the tab regains focus and every few minutes, which also keeps the
 * server session fresh; a removed or expired session therefore shows as signed out. */
export function useSession() {
  const queryClient = useQueryClient();
  if (channel && !channel.onmessage) {
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: 5 * 60_000,
  });
}

/** A 200 is the signed-in session; a 202 asks for the second factor (useSecondFactor) and signs nobody in yet. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignIn) =>
      api.post<Session | SecondFactorRequired>('/api/auth/sign-in', credentials),
    onSuccess: (reply) => {
      if (isSecondFactorRequired(reply)) return;
      queryClient.setQueryData(sessionQueryKey, reply);
      channel?.postMessage('changed');
    },
  });
}

/** Completes a sign-in that answered 202 with a code from the authenticator app or a recovery code. */
export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactor) => api.post<Session>('/api/auth/second-factor', body),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      channel?.postMessage('changed');
    },
  });
}

/** Signs out; a 401/403/404 from the server means the session is gone already, which is the goal. */
export async function signOut(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  try {
    await api.post('/api/auth/sign-out');
  } catch (error) {
    if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
  }
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
  channel?.postMessage('changed');
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(queryClient) });
}
