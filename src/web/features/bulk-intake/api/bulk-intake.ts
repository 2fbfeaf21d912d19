import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkFileValidation,
  bulkIntakeApproval,
  bulkIntakeCreation,
  bulkIntakeList,
  bulkIntakeRead,
  bulkIntakeRetry,
  bulkIntakeRowList,
  bulkIntakeRowRetry,
} from '@/domain/contracts/bulk-intakes';
import type { BulkIntakeApproval } from '@/domain/schemas/bulk-intake-approval';
import { api, routeUrl } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** While a batch is worked its progress is read every second; while it awaits approval, every few seconds. */
const POLL_MS = 1_000;
const AWAITING_POLL_MS = 5_000;
/** Uploads awaiting approval listed at once on the admin's card. */
export const AWAITING_APPROVAL_PAGE_SIZE = 50;
export const BULK_ROWS_PAGE_SIZE = 25;
export const BULK_INTAKES_PAGE_SIZE = 10;

/** A batch that may still search: its progress and rows are read every second. */
export const isBatchOpen = (status: string | undefined) => status === 'queued' || status === 'running';

/** Every line of the file through the intake rules; nothing is searched. */
export function useValidateBulkFile() {
  return useMutation({
    mutationFn: (file: Blob) => api.postCsv(routeUrl(bulkFileValidation), file, bulkFileValidation.reply),
  });
}

/** Starts the file's valid rows (the user saw the problems of the others). */
export function useStartBulkIntake() {
  return useMutation({
    mutationFn: (file: Blob) =>
      api.postCsv(
        routeUrl(bulkIntakeCreation, { query: { skipInvalid: 'true' } }),
        file,
        bulkIntakeCreation.reply,
      ),
    meta: { invalidates: [queryKeys.checks.all(), queryKeys.bulkIntakes.all()] },
  });
}

/** The organisation's past bulk uploads, newest first. */
export function useBulkIntakes(page: number) {
  return useQuery({
    queryKey: queryKeys.bulkIntakes.list(page),
    placeholderData: keepPreviousData,
    queryFn: () => api.call(bulkIntakeList, { query: { page, pageSize: BULK_INTAKES_PAGE_SIZE } }),
  });
}

/** Org admins: the members' uploads awaiting approval, newest first. */
export function useBulkIntakesAwaitingApproval() {
  return useQuery({
    queryKey: queryKeys.bulkIntakes.awaitingApproval(),
    queryFn: () =>
      api.call(bulkIntakeList, {
        query: { status: 'awaiting-approval', pageSize: AWAITING_APPROVAL_PAGE_SIZE },
      }),
  });
}

/** Org admins: approve an upload awaiting approval (it is queued), or reject it with a reason. */
export function useDecideBulkIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: BulkIntakeApproval }) =>
      api.call(bulkIntakeApproval, { params: { id }, body: decision }),
    // Decided or refused (decided meanwhile by another admin): either way the list is out of date. Not awaited, so
    // the caller's notice is not held up by the reload (as meta.invalidates does on success).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bulkIntakes.all() });
    },
  });
}

/** Searches a batch's failed rows again: all of them, or the one on `line`. */
export function useRetryBulkRows(id: string) {
  return useMutation({
    mutationFn: (line: number | null) =>
      line === null
        ? api.call(bulkIntakeRetry, { params: { id } })
        : api.call(bulkIntakeRowRetry, { params: { id, line } }),
    meta: { invalidates: [queryKeys.bulkIntakes.all()] },
  });
}

export function useBulkIntake(id: string) {
  return useQuery({
    queryKey: queryKeys.bulkIntakes.detail(id),
    queryFn: () => api.call(bulkIntakeRead, { params: { id } }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (isBatchOpen(status)) return POLL_MS;
      return status === 'awaiting-approval' ? AWAITING_POLL_MS : false;
    },
  });
}

/**
 * A page of the batch's rows, read every second while the batch runs. The batch's state is part of the key, so the
 * moment it finishes the page is read once more: without that, rows worked since the last poll would stay "Waiting".
 */
export function useBulkIntakeRows(id: string, page: number, isRunning: boolean) {
  return useQuery({
    queryKey: [...queryKeys.bulkIntakes.rows(id, page), isRunning ? 'running' : 'finished'],
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.call(bulkIntakeRowList, { params: { id }, query: { page, pageSize: BULK_ROWS_PAGE_SIZE } }),
    refetchInterval: isRunning ? POLL_MS : false,
  });
}
