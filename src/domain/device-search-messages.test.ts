import { describe, expect, it } from 'vitest';
import { deviceSearchMessages as m } from './device-search-messages';
import {
  DEVICE_SEARCH_PATHS,
  MAX_SEARCH_MONTHLY_BUDGET,
  SEARCH_BUDGET_WARNING_SHARE,
} from './device-searches';

describe('the search budget’s texts', () => {
  it('refuses a search once the budget is used up, saying nothing was charged and when searches resume', () => {
    expect(m.budgetUsedUp(12_000)).toBe(
      "Your organization's monthly budget of 12,000 device-history searches is used up, so this search was not sent and nothing was charged. An organization admin can raise the budget in the Org Admin Panel; otherwise searches resume on the 1st of next month (UTC).",
    );
  });

  it('warns the org admins by mail at the warning share', () => {
    expect(m.budgetWarningMailSubject(SEARCH_BUDGET_WARNING_SHARE * 100)).toBe(
      "ClaimGuard: 80 % of this month's device-history search budget is used",
    );
    expect(
      m.budgetWarningMailText({
        spent: 8_000,
        budget: 10_000,
        month: 'November 2026',
        panelUrl: 'https://app.example/org-admin#searches',
      }),
    ).toBe(
      'Your organization has used 8,000 of its monthly budget of 10,000 device-history searches in November 2026 (UTC). Once the budget is used up, every search (intake, bulk intake, re-check, re-verification and monitoring) is refused until the month ends or an organization admin raises the budget.\n\nSpend per path and per person, and the budget: https://app.example/org-admin#searches',
    );
  });

  it('gives the range of budgets an admin may set and the share that warns', () => {
    expect(m.budgetRange).toContain(`to ${MAX_SEARCH_MONTHLY_BUDGET.toLocaleString('en-US')}`);
    expect(m.budgetWarning).toContain(`Over ${SEARCH_BUDGET_WARNING_SHARE * 100} % of the budget is used`);
  });

  it('names every path a search can come from when refusing another', () => {
    expect(m.invalidPath).toBe(
      `Path must be one of ${DEVICE_SEARCH_PATHS.slice(0, -1).join(', ')} or ${DEVICE_SEARCH_PATHS.at(-1)}`,
    );
  });
});
