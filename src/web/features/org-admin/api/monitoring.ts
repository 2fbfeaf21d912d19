import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MonitoringSettingsChange,
  monitoringRunStart,
  monitoringSettingsChange,
  monitoringSettingsRead,
} from '@/domain/contracts/monitoring';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** How often the figures are read again while a run's searches are under way. */
const RUN_POLL_MS = 2_000;

/**
 * Read on every visit: the spend and the last run change while the scheduler works; read again every few seconds while
 * searches are under way, so the admin sees a run finish.
 */
export function useMonitoringSettings() {
  return useQuery({
    queryKey: queryKeys.monitoringSettings(),
    queryFn: () => api.call(monitoringSettingsRead),
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data?.searchesInProgress ?? 0) > 0 ? RUN_POLL_MS : false),
  });
}

/** The server answers with the settings as saved, which then stand in for the loaded ones. */
export function useSaveMonitoringSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MonitoringSettingsChange) => api.call(monitoringSettingsChange, { body: change }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.monitoringSettings(), saved),
  });
}

/** A run now spends part of the budget: the figures are read again. */
export function useStartMonitoringRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(monitoringRunStart),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.monitoringSettings() }),
  });
}
