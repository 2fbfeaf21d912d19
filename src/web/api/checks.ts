import { useQuery } from '@tanstack/react-query';
import type { DeviceReport, LockStatus } from '@/domain/device-report';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** One recorded intake check, as `POST /api/v1/checks` answers it. */
export interface CheckView {
  id: string;
  imei: string;
  reference: string | null;
  /** Null only for checks whose claim type was removed later. */
  claimType: string | null;
  fnol: boolean;
  lossDate: string | null;
  createdAt: string;
  checkedBy: { id: string; email: string; name: string } | null;
  report: DeviceReport;
}

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

function getCheck(id: string) {
  return api.get<CheckDetail>(`/api/v1/checks/${encodeURIComponent(id)}`);
}

export function useCheck(id: string) {
  return useQuery({ queryKey: queryKeys.checks.detail(id), queryFn: () => getCheck(id) });
}
