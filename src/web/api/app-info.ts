import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface AppInfo {
  simulatedProviders: boolean;
  /** The device-history store is the provider's test store. */
  deviceHistoryTestStore: boolean;
}

export function getAppInfo() {
  return api.get<AppInfo>('/api/v1/app-info');
}

/** Fixed for the life of the server process, so it is read once. */
export function useAppInfo() {
  return useQuery({
    queryKey: queryKeys.appInfo(),
    queryFn: getAppInfo,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
