import type { DeviceReport } from '@/domain/device-report';
import { type ReportVerdict, verdictOf } from '@/domain/report-verdict';
import type { TenantTx } from '@/server/db/tenant';
import { parseDeviceHistoryAnswer } from '@/server/providers/device-history/normalise';
import { countChargedSearches, type LedgerAnswer, newestAnswerOf } from './queries';

/** A register's column (Settled and Denied Claims): the device's newest answer in the ledger, or its intake's. */
export { type LedgerAnswer, newestAnswerOf };

/**
 * A ledger answer as the device report it gave and when, for a register; null without one, or for one that does not
 * parse (the ledger keeps answers as received).
 */
export function ledgerReport(found: LedgerAnswer | null): { report: DeviceReport; checkedAt: Date } | null {
  if (!found) return null;
  const parsed = parseDeviceHistoryAnswer(found.answer);
  return parsed.ok ? { report: parsed.result, checkedAt: new Date(found.sentAt) } : null;
}

/** A register row's current verdict: its newest answer's, as Claims Review's; null without one. */
export function ledgerVerdict(found: LedgerAnswer | null): ReportVerdict | null {
  const now = ledgerReport(found);
  return now ? verdictOf(now.report) : null;
}

/**
 * The organisation's own searches of a device that may have been charged, sent after `after` and before `before`
 * (what monitoring takes off the provider's count of earlier searches, which lists ours too).
 */
export function countOwnSearches(
  tx: TenantTx,
  where: { organisationId: string; imeiKey: string; after: Date; before: Date },
): Promise<number> {
  return countChargedSearches(tx, where);
}
