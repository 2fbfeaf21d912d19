import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';

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

export function createQueryClient(): QueryClient {
  // The server refuses everything but Manage Profile until a required second factor is set up. Such a refusal means
  // the loaded session is out of date (an admin has just required it): reading it again lets the dashboard's gate
  // send the user to Manage Profile.
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 403 && error.code === 'TWO_FACTOR_SETUP_REQUIRED') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
    }
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      onSuccess: (_data, _variables, _context, mutation) => {
        const invalidates = mutation.meta?.invalidates;
        if (invalidates === 'everything') void queryClient.invalidateQueries();
        else for (const queryKey of invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network failures and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        retryDelay: (attempt) => Math.min(200 * 2 ** attempt, 5_000),
      },
    },
  });
  return queryClient;
}
