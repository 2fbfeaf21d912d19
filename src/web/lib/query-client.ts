import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';

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
    mutationCache: new MutationCache({ onError }),
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
