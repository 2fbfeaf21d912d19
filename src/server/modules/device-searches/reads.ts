import type { DeviceReport } from '@/domain/device-report';
import { type ReportVerdict, verdictOf } from '@/domain/report-verdict';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import type { TenantTx } from '@/server/db/tenant';
import { parseDeviceHistoryAnswer } from '@/server/providers/device-history/normalise';
import {
  countChargedSearches,
  countSpentSearches,
  type LedgerAnswer,
  newestAnswerOf,
  readSearchBudget,
} from './queries';
import { monthOf } from './search-month';

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

/**
 * Whether the organisation's monthly search budget lets another search go out now (no budget, or some of it left).
 * Read under the budget lock the searches and a change of the budget take, so a batch paused at the budget and an
 * admin raising it meanwhile are seen one after the other: the batch then either sees the new budget or is woken by
 * the change.
 */
export async function searchBudgetAllows(tx: TenantTx, organisationId: string, now = new Date()) {
  const budget = await readSearchBudget(tx, organisationId);
  if (budget.monthlyBudget <= 0) return true;
  await lockOrganisationRecords(tx, 'search-budget', organisationId);
  const { monthlyBudget } = await readSearchBudget(tx, organisationId);
  if (monthlyBudget <= 0) return true;
  return (await countSpentSearches(tx, organisationId, new Date(monthOf(now)))) < monthlyBudget;
}
