import { type QueryClient, useQuery } from '@tanstack/react-query';
import { checkRead } from '@/domain/contracts/checks';
import { decisionMessages } from '@/domain/decision-messages';
import { ApiError, api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** An open check; one settled or denied meanwhile is gone from Claims Review, as the screens say. */
async function getCheck(id: string) {
  const check = await api.call(checkRead, { params: { id } });
  if (check.state !== 'open') throw new ApiError(404, 'NOT_FOUND', decisionMessages.checkGone);
  return check;
}

export function useCheck(id: string) {
  return useQuery({ queryKey: queryKeys.checks.detail(id), queryFn: () => getCheck(id) });
}

/**
 * A settle or deny removed the device's checks: the lists are read again, the decided check only marked out of date.
 * Its dialog is still open while the answer arrives, and reading it again would be a 404.
 */
export function refreshAfterDecision(queryClient: QueryClient, checkId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.checks.detail(checkId), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.checks.lists() }),
  ]).then(() => undefined);
}
