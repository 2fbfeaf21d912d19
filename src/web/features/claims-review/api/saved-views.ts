import { useMutation, useQuery } from '@tanstack/react-query';
import { savedViewCreation, savedViewDeletion, savedViewList } from '@/domain/contracts/work-queue';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The signed-in handler's saved views of Claims Review. */
export function useSavedViews() {
  return useQuery({ queryKey: queryKeys.savedViews(), queryFn: () => api.call(savedViewList) });
}

const invalidatesViews = { invalidates: [queryKeys.savedViews()] };

export function useSaveView() {
  return useMutation({
    mutationFn: (view: { name: string; filters: Record<string, string> }) =>
      api.call(savedViewCreation, { body: view }),
    meta: invalidatesViews,
  });
}

export function useDeleteSavedView() {
  return useMutation({
    mutationFn: (id: string) => api.call(savedViewDeletion, { params: { id } }),
    meta: invalidatesViews,
  });
}
