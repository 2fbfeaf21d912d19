import {
  type QueryClient,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Session } from '@/domain/contracts/session';
import { ApiError, abortSessionRequests, api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The server refuses everything but Manage Profile (and the session) until this user sets up two-factor sign-in. A
 * reply without twoFactor (from a server before it) counts as not required.
 */
export const needsTwoFactorSetup = (session: Session): boolean =>
  Boolean(session.twoFactor?.required && !session.twoFactor.enabled);

/** Other tabs hear about sign-in and sign-out at once, so every tab shows the same state. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('claimguard-session');

/** Someone signed in or out in this tab: the session shown here is `session`, and the other tabs read theirs again. */
export function storeSession(queryClient: QueryClient, session: Session | null): void {
  queryClient.setQueryData(queryKeys.session(), session);
  channel?.postMessage('changed');
}

/**
 * Null when nobody is signed in: no session cookie (the server answers null) or one that names no live session (401).
 * The contracts (and zod with them) are imported when the probe is sent, after the page has started, so a public page
 * does not evaluate them before it answers input.
 */
async function fetchSession(): Promise<Session | null> {
  const { sessionRead } = await import('@/domain/contracts/session');
  try {
    return await api.call(sessionRead);
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
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
  }
  return useQuery({
    queryKey: queryKeys.session(),
    queryFn: fetchSession,
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: 5 * 60_000,
  });
}

/** Signs out; a 401/403/404 from the server means the session is gone already, which is the goal. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const { sessionSignOut } = await import('@/domain/contracts/session');
  // Nothing of the ending session is still on its way when it ends: a page's read that reached the server after the
  // sign-out came back a 401.
  await queryClient.cancelQueries();
  abortSessionRequests();
  try {
    await api.call(sessionSignOut);
  } catch (error) {
    if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
  }
  // Signed out first, so the dashboard leaves its pages; then nothing of this user stays cached. Clearing first made a
  // page still shown read its list again, now without a session (a 401).
  storeSession(queryClient, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session()[0] });
}

const SIGN_OUT_KEY = ['sign-out'] as const;

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: SIGN_OUT_KEY, mutationFn: () => signOut(queryClient) });
}

/**
 * Whether the user is signing out here and now: the dashboard they leave then sends them to the plain sign-in page,
 * not back to where they were (that is for a session that ended by itself).
 */
export function useSigningOut(): boolean {
  return useIsMutating({ mutationKey: SIGN_OUT_KEY }) > 0;
}
