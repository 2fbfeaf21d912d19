import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface OutboxMail {
  id: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** The reset or invitation link in `text` is hidden: it was sent to someone else. */
  linkHidden: boolean;
  createdAt: string;
}

export const OUTBOX_PAGE_SIZE = 10;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: queryKeys.outbox(page),
    queryFn: () =>
      api.get<{ total: number; items: OutboxMail[] }>(
        `/api/v1/outbox?page=${page}&pageSize=${OUTBOX_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}
