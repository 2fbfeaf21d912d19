import type { z } from 'zod';
import type { DeviceReport } from '../../../domain/device-report';
import { normaliseDeviceHistoryResponse } from '../../providers/device-history/normalise';
import { DeviceHistoryResponseSchema } from '../../providers/device-history/schema';
import { toCheckView } from '../claims-intake/check-view';
import type { FoundCheck, FoundRecheck } from './queries';
import type { CheckDetailSchema, RecheckEntry } from './schema';

export type CheckDetail = Omit<z.infer<typeof CheckDetailSchema>, 'report'> & { report: DeviceReport };

/** The stored provider answer in the app's words (it was parsed before it was stored, so it parses again). */
export function reportFromStored(fullResponse: unknown): DeviceReport {
  return normaliseDeviceHistoryResponse(DeviceHistoryResponseSchema.parse(fullResponse));
}

export function toRecheckEntry({ recheck, checkedBy }: FoundRecheck): RecheckEntry {
  return {
    id: recheck.id,
    checkedAt: recheck.checkedAt,
    checkedBy,
    lockStatus: recheck.findMyIphoneStatus,
    isBlocked: recheck.isBlocked,
    claimsCount: recheck.claimsCount,
    fullResponse: recheck.fullResponse as Record<string, unknown>,
  };
}

export function toCheckDetail(
  { check, checkedBy }: FoundCheck,
  rechecks: FoundRecheck[],
  isTotalLoss: boolean,
  carrier: CheckDetail['carrier'],
): CheckDetail {
  return {
    ...toCheckView(check, checkedBy, reportFromStored(check.fullResponse)),
    isTotalLoss,
    carrier,
    rechecks: rechecks.map(toRecheckEntry),
  };
}
