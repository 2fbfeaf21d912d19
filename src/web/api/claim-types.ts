import { useQuery } from '@tanstack/react-query';
import { claimTypeRoutes } from '@/domain/contracts/organisation-lists';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The signed-in user's organisation's claim types, sorted by the server. */
export function listClaimTypes() {
  return api.call(claimTypeRoutes.list);
}

export function useClaimTypes() {
  return useQuery({ queryKey: queryKeys.claimTypes(), queryFn: listClaimTypes });
}
