import { assignmentOf, currentReport, reportFromStored, toCheckView } from '@/server/modules/checks';
import type { FoundCheck, FoundRecheck } from './queries';
import type { CheckDetail, RecheckEntry } from './schema';

export function toRecheckEntry({ recheck, checkedBy }: FoundRecheck): RecheckEntry {
  return {
    id: recheck.id,
    checkedAt: recheck.checkedAt,
    checkedBy,
    lockStatus: recheck.findMyIphoneStatus,
    isBlocked: recheck.isBlocked,
    claimsCount: recheck.claimsCount,
    fullResponse: recheck.fullResponse as Record<string, unknown>,
    report: reportFromStored(recheck.fullResponse),
  };
}

export function toCheckDetail(
  { check, checkedBy, assignee }: FoundCheck,
  rechecks: FoundRecheck[],
  isTotalLoss: boolean,
  carrier: CheckDetail['carrier'],
): CheckDetail {
  return {
    ...toCheckView(check, checkedBy, currentReport(check)),
    state: 'open',
    statusCheckedAt: check.statusCheckedAt,
    isTotalLoss,
    carrier,
    rechecks: rechecks.map(toRecheckEntry),
    assignment: assignmentOf({ assignee, workStatus: check.workStatus, dueAt: check.dueAt }),
  };
}
