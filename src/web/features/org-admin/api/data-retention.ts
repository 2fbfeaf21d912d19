import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LegalHoldCreate,
  legalHoldCreate,
  legalHoldList,
  legalHoldRelease,
  type RetentionSettingsChange,
  retentionSettingsChange,
  retentionSettingsRead,
} from '@/domain/contracts/data-retention';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function useRetentionSettings() {
  return useQuery({
    queryKey: queryKeys.retentionSettings(),
    queryFn: () => api.call(retentionSettingsRead),
  });
}

/** The server answers with the settings as saved, which then stand in for the loaded ones. */
export function useSaveRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RetentionSettingsChange) => api.call(retentionSettingsChange, { body: change }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.retentionSettings(), saved),
  });
}

export function useLegalHolds() {
  return useQuery({ queryKey: queryKeys.legalHolds(), queryFn: () => api.call(legalHoldList) });
}

export function usePlaceLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hold: LegalHoldCreate) => api.call(legalHoldCreate, { body: hold }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.legalHolds() }),
  });
}

export function useReleaseLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(legalHoldRelease, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.legalHolds() }),
  });
}
