import { useQuery } from '@tanstack/react-query';
import type { Role } from '@/domain/roles';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface Profile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  role: Role | null;
  organisation: { name: string } | null;
  avatarUrl: string | null;
}

/** The signed-in user's details and avatar (Manage Profile and the sidebar header). */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.profile(),
    queryFn: () => api.get<Profile>('/api/v1/profile'),
    enabled,
  });
}
