import { useMutation } from '@tanstack/react-query';
import { type BulkAction, bulkAction } from '@/domain/contracts/work-queue';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Assigns or denies the selected claims at once (POST /api/v1/checks/bulk-actions). */
export function useBulkAction() {
  return useMutation({
    mutationFn: (body: BulkAction) => api.call(bulkAction, { body }),
    meta: { invalidates: [queryKeys.checks.all()] },
  });
}
