import type { z } from 'zod';
import type { DeviceReport } from '@/domain/device-report';
import { toCheckView } from '@/server/modules/claims-intake/check-view';
import { parseDeviceHistoryAnswer } from '@/server/providers/device-history/normalise';
import type { FoundCheck, FoundRecheck } from './queries';
import type { CheckDetailSchema, RecheckEntry } from './schema';

export type CheckDetail = Omit<z.infer<typeof CheckDetailSchema>, 'report'> & { report: DeviceReport };

/**
 * The stored provider answer in the app's words. It had a verdict when it was stored (nothing else is), so it parses
 * again, with the same facts reported and not reported.
 */
export function reportFromStored(fullResponse: unknown): DeviceReport {
  const parsed = parseDeviceHistoryAnswer(fullResponse);
  if (!parsed.ok) throw new Error(`a stored device-history answer does not parse: ${parsed.problem}`);
  return parsed.result;
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
