import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface DenialReason {
  id: string;
  denialReason: string;
}

/** The signed-in user's organisation's denial reasons. */
export function useDenialReasons() {
  return useQuery({
    queryKey: queryKeys.denialReasons(),
    queryFn: () => api.get<DenialReason[]>('/api/v1/denial-reasons'),
  });
}
