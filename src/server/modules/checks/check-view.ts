import type { z } from 'zod';
import type { CheckReply } from '@/domain/contracts/checks';
import type { DeviceReport } from '@/domain/device-report';
import type { claimChecks } from '@/server/db/schema/checks';
import { triageOf } from './triage';

/** A recorded check as the screens show it (dates still dates). */
export type CheckView = z.output<typeof CheckReply>;

/** The view of a check just stored, from the row and the report already in hand (no second read). */
export function toCheckView(
  check: Pick<
    typeof claimChecks.$inferSelect,
    | 'id'
    | 'imei'
    | 'reference'
    | 'claimType'
    | 'fnol'
    | 'lossDate'
    | 'createdAt'
    | 'triageScore'
    | 'triageRoute'
    | 'triageReasons'
    | 'triageRuleSetVersion'
  >,
  checkedBy: CheckView['checkedBy'],
  report: DeviceReport,
): CheckView {
  return {
    id: check.id,
    imei: check.imei,
    reference: check.reference,
    claimType: check.claimType,
    fnol: check.fnol,
    lossDate: check.lossDate,
    createdAt: check.createdAt,
    checkedBy,
    report,
    triage: triageOf(check),
  };
}
