import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LegalHoldCreate,
  legalHoldCreate,
  legalHoldList,
  legalHoldRelease,
  type RetentionSettingsChange,
  retentionRunList,
  retentionRunPreview,
  retentionSettingsChange,
  retentionSettingsRead,
  subjectDataErasure,
} from '@/domain/contracts/data-retention';
import type { SubjectSelector } from '@/domain/contracts/subject-data';
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
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.retentionSettings(), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.retentionPreview() });
    },
  });
}

/** The dry run: what the next run would do under the saved settings and the holds in force. */
export function useRetentionPreview() {
  return useQuery({ queryKey: queryKeys.retentionPreview(), queryFn: () => api.call(retentionRunPreview) });
}

export function useRetentionRuns() {
  return useQuery({ queryKey: queryKeys.retentionRuns(), queryFn: () => api.call(retentionRunList) });
}

/** A hold placed or released changes what is held and what is due. */
function holdsChanged(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.legalHolds() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.retentionPreview() }),
  ]);
}

export function useLegalHolds() {
  return useQuery({ queryKey: queryKeys.legalHolds(), queryFn: () => api.call(legalHoldList) });
}

export function usePlaceLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hold: LegalHoldCreate) => api.call(legalHoldCreate, { body: hold }),
    onSettled: () => holdsChanged(queryClient),
  });
}

export function useReleaseLegalHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(legalHoldRelease, { params: { id } }),
    onSettled: () => holdsChanged(queryClient),
  });
}

/** Erases what the organization holds about the subject; its counts, what is due and the runs are read again. */
export function useEraseSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selector: SubjectSelector) => api.call(subjectDataErasure, { body: selector }),
    onSettled: (_reply, _error, selector) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subjectDataSummary(selector) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.retentionPreview() }),
      ]),
  });
}
