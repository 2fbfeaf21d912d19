import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../domain/roles';
import type { SignIn } from '../../../../domain/schemas/sign-in';
import { ApiError, api } from '../../../lib/api-client';

export interface Session {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  role: Role | null;
  organisation: { id: string; name: string; domain: string } | null;
}

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

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignIn) => api.post<Session>('/api/auth/sign-in', credentials),
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
