import { useQuery } from '@tanstack/react-query';
import { handlerList } from '@/domain/contracts/handlers';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The signed-in user's organisation's people, by name: the registers' "Handler" filter. */
export function useHandlers() {
  return useQuery({
    queryKey: queryKeys.handlers(),
    queryFn: () => api.call(handlerList),
  });
}
