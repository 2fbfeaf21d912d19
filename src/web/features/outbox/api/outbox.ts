import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OutboxPageReply } from '@/domain/contracts/outbox';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const OUTBOX_PAGE_SIZE = 10;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: queryKeys.outbox(page),
    queryFn: () => api.get(`/api/v1/outbox?page=${page}&pageSize=${OUTBOX_PAGE_SIZE}`, OutboxPageReply),
    placeholderData: keepPreviousData,
  });
}
