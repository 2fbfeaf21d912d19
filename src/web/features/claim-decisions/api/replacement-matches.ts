import { useQuery } from '@tanstack/react-query';
import { replacementMatchList } from '@/domain/contracts/claim-decisions';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Earlier claims that handed out a device with these first 14 digits (up to 5); idle until 14 digits are given. */
export function useReplacementMatches(imeiKey: string | null) {
  return useQuery({
    queryKey: queryKeys.replacementMatches.of(imeiKey),
    queryFn: () => api.call(replacementMatchList, { query: { imei: imeiKey ?? '' } }),
    enabled: imeiKey !== null,
  });
}
