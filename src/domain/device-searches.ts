/**
 * The ledger of device-history searches: every search the organisation sent to the provider, each of which may be
 * charged, with the path it came from.
 */

/** Where a search came from: an intake, a bulk intake's row, a re-check, a settlement's re-verification, monitoring. */
export const DEVICE_SEARCH_PATHS = ['intake', 'bulk', 'recheck', 'verification', 'monitoring'] as const;
export type DeviceSearchPath = (typeof DEVICE_SEARCH_PATHS)[number];

export const DEVICE_SEARCH_PATH_LABELS: Record<DeviceSearchPath, string> = {
  intake: 'Claims intake',
  bulk: 'Bulk intake',
  recheck: 'Re-check',
  verification: 'Re-verification',
  monitoring: 'Monitoring',
};

/**
 * A search in flight (`sent`), answered (the answer is kept), or failed. A failed search may still have been charged
 * (a timeout, a 5xx, an unreadable answer: the provider may have counted it); one that certainly never reached the
 * provider (connection refused, paused circuit) or that the provider refused (no credits, not allowed) was not.
 */
export const DEVICE_SEARCH_STATES = ['sent', 'answered', 'failed'] as const;
export type DeviceSearchState = (typeof DEVICE_SEARCH_STATES)[number];

/**
 * How long an answered intake search stays usable by a new intake of the same device whose first attempt failed
 * after the answer arrived (the check could not be stored): within it the answer is used instead of paying again.
 */
export const INTAKE_ANSWER_REUSE_MINUTES = 15;

/** The registry keeps a claim reference to this many characters: our own claim shows under the reference cut so. */
export const REGISTRY_REFERENCE_LENGTH = 50;

/** The highest monthly search budget an org admin may set (0 is no limit). */
export const MAX_SEARCH_MONTHLY_BUDGET = 1_000_000;

/** At this share of the month's budget the org admins are warned (once a month) and the panel shows a warning. */
export const SEARCH_BUDGET_WARNING_SHARE = 0.8;

/** Where the month's spend stands against the budget: no limit, below the warning, at or past it, or used up. */
export const SEARCH_BUDGET_STATES = ['unlimited', 'within', 'warning', 'used-up'] as const;
export type SearchBudgetState = (typeof SEARCH_BUDGET_STATES)[number];

export function searchBudgetState(monthlyBudget: number, spent: number): SearchBudgetState {
  if (monthlyBudget <= 0) return 'unlimited';
  if (spent >= monthlyBudget) return 'used-up';
  return spent >= monthlyBudget * SEARCH_BUDGET_WARNING_SHARE ? 'warning' : 'within';
}
