import { useQuery } from '@tanstack/react-query';
import { denialReasonRoutes } from '@/domain/contracts/organisation-lists';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The signed-in user's organisation's denial reasons. */
export function useDenialReasons() {
  return useQuery({
    queryKey: queryKeys.denialReasons(),
    queryFn: () => api.call(denialReasonRoutes.list),
  });
}
