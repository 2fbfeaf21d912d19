import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditEventPageReply } from '@/domain/contracts/audit-log';
import { api } from '@/web/lib/api-client';
import { type PagingParams, pagingQuery } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

/** One page of the organisation's audit log, with the days it is narrowed to (YYYY-MM-DD, either may be empty). */
export function useAuditLog(params: PagingParams & { from: string; to: string }) {
  const { from, to, ...page } = params;
  const days = new URLSearchParams(Object.entries({ from, to }).filter(([, value]) => value));
  return useQuery({
    queryKey: queryKeys.administration.auditLog(params),
    queryFn: () =>
      api.get(`/api/v1/audit-events?${pagingQuery(page)}${days.size ? `&${days}` : ''}`, AuditEventPageReply),
    placeholderData: keepPreviousData,
  });
}
