import { useQuery } from '@tanstack/react-query';
import type { LockStatus } from '@/domain/device-report';
import { type CheckView, checksQueryKey } from '@/web/features/claims-intake/api/create-check';
import { api } from '@/web/lib/api-client';

export interface Recheck {
  id: string;
  checkedAt: string;
  checkedBy: { id: string; email: string; name: string } | null;
  lockStatus: LockStatus | null;
  /** Null: not reported by the provider. */
  isBlocked: boolean | null;
  claimsCount: number | null;
  fullResponse: unknown;
}

/** One check with everything the review dialog shows, as `GET /api/v1/checks/:id` answers it. */
export interface CheckDetail extends CheckView {
  isTotalLoss: boolean;
  carrier: { esnStatus: string | null; deviceStatus: string | null } | null;
  /** Newest first. */
  rechecks: Recheck[];
}

export const checkQueryKey = (id: string) => [...checksQueryKey, 'detail', id] as const;

export function getCheck(id: string) {
  return api.get<CheckDetail>(`/api/v1/checks/${encodeURIComponent(id)}`);
}

export function useCheck(id: string) {
  return useQuery({ queryKey: checkQueryKey(id), queryFn: () => getCheck(id) });
}
