import { useQuery } from '@tanstack/react-query';
import { appInfoRead } from '@/domain/contracts/app-info';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function getAppInfo() {
  return api.call(appInfoRead);
}

/** Fixed for the life of the server process, so it is read once. */
export function useAppInfo() {
  return useQuery({
    queryKey: queryKeys.appInfo(),
    queryFn: getAppInfo,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
