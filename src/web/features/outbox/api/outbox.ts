import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxList } from '@/domain/contracts/outbox';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const OUTBOX_PAGE_SIZE = 10;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: queryKeys.outbox(page),
    queryFn: () => api.call(outboxList, { query: { page, pageSize: OUTBOX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
