import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { useSessionStore } from './session';

/**
 * The query cache, for the pages that read and change the server's data through it: the dashboard's and the public
 * pages with data of their own (contact, invitation, password reset). They load it with their code; the landing and
 * sign-in pages do not (decision record 056). One per app, kept by the session store: it outlives the pages that show
 * it, and a sign-out empties it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const session = useSessionStore();
  session.queryClient ??= createQueryClient(session);
  return <QueryClientProvider client={session.queryClient}>{children}</QueryClientProvider>;
}
