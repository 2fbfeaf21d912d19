import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface ClaimType {
  id: string;
  claimType: string;
  isTotalLoss: boolean;
}

/** The signed-in user's organisation's claim types, sorted by the server. */
export function listClaimTypes() {
  return api.get<ClaimType[]>('/api/v1/claim-types');
}

export function useClaimTypes() {
  return useQuery({ queryKey: queryKeys.claimTypes(), queryFn: listClaimTypes });
}
