import { useQuery } from '@tanstack/react-query';
import { CheckDetailReply } from '@/domain/contracts/checks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

function getCheck(id: string) {
  return api.get(`/api/v1/checks/${encodeURIComponent(id)}`, CheckDetailReply);
}

export function useCheck(id: string) {
  return useQuery({ queryKey: queryKeys.checks.detail(id), queryFn: () => getCheck(id) });
}
