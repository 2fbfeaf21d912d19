import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { readRetryDelay, shouldRetryRead } from './read-retry';
import type { SessionStore } from './session';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * What a successful mutation makes out of date: these queries (by key prefix), or every query. They are read
       * again without holding up the mutation: a caller's own onSuccess (its notice) runs at once, even when the
       * reloaded data takes away the control that asked (a row that leaves its list, a button whose state changed).
       */
      invalidates?: readonly QueryKey[] | 'everything';
    };
  }
}

/** The query cache of the app whose signed-in user `session` holds; it keeps that session up to date as well. */
export function createQueryClient(session: SessionStore): QueryClient {
  // The server refuses everything but Manage Profile until a required second factor is set up. Such a refusal means
  // the loaded session is out of date (an admin has just required it): reading it again lets the dashboard's gate
  // send the user to Manage Profile.
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 403 && error.code === 'TWO_FACTOR_SETUP_REQUIRED') {
      void session.invalidate();
    }
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      onSuccess: (_data, _variables, _context, mutation) => {
        const invalidates = mutation.meta?.invalidates;
        if (invalidates === 'everything') {
          void queryClient.invalidateQueries();
          void session.invalidate();
        } else for (const queryKey of invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
      },
    },
  });
  return queryClient;
}
