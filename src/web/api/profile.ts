import { useQuery } from '@tanstack/react-query';
import { profileRead } from '@/domain/contracts/profile';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The signed-in user's details and avatar (Manage Profile and the sidebar header). */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.profile(),
    queryFn: () => api.call(profileRead),
    enabled,
  });
}
