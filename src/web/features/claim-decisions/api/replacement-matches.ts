import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface ReplacementMatch {
  imei: string;
  replacementImei: string | null;
  acceptedAt: string | null;
  acceptedBy: string | null;
}

/** Earlier claims that handed out a device with these first 14 digits (up to 5); idle until 14 digits are given. */
export function useReplacementMatches(imeiKey: string | null) {
  return useQuery({
    queryKey: queryKeys.replacementMatches.of(imeiKey),
    queryFn: () =>
      api.get<{ matches: ReplacementMatch[] }>(
        `/api/v1/replacement-matches?imei=${encodeURIComponent(imeiKey ?? '')}`,
      ),
    enabled: imeiKey !== null,
  });
}
