/** The texts of the organisation's search ledger (Org Admin Panel → Searches). */
export const deviceSearchMessages = {
  title: 'Device-History Searches',
  description:
    'Every search sent to the device-history provider, each of which may be charged: per path and per person.',
  searchTooLong: 'Search must be at most 100 characters',
  invalidDate: 'Dates must be given as YYYY-MM-DD',
  fromAfterTo: 'The "from" date must not be after the "to" date',
  invalidPath: 'Path must be one of intake, bulk, recheck, verification or monitoring',
  loadFailed: 'Failed to load the searches. Please try again.',
  empty: 'No searches in this period.',
  budgetRange: 'The monthly search budget must be a whole number from 0 (no limit) to 1,000,000',
  budgetUsedUpTitle: 'Search Budget Used Up',
  budgetUsedUp: (budget: number) =>
    `Your organization's monthly budget of ${budget.toLocaleString('en-US')} device-history searches is used up, ` +
    'so this search was not sent and nothing was charged. An organization admin can raise the budget in the ' +
    'Org Admin Panel; otherwise searches resume on the 1st of next month (UTC).',
  budgetWarningMailSubject: (share: number) =>
    `ClaimGuard: ${share} % of this month's device-history search budget is used`,
  budgetWarningMailText: (input: { spent: number; budget: number; month: string; panelUrl: string }) =>
    `Your organization has used ${input.spent.toLocaleString('en-US')} of its monthly budget of ` +
    `${input.budget.toLocaleString('en-US')} device-history searches in ${input.month} (UTC). ` +
    'Once the budget is used up, every search (intake, bulk intake, re-check, re-verification and monitoring) is ' +
    'refused until the month ends or an organization admin raises the budget.\n\n' +
    `Spend per path and per person, and the budget: ${input.panelUrl}`,
  budgetTitle: 'Monthly Search Budget',
  budgetUnlimited: 'No limit: searches are not capped.',
  budgetWarning: 'Over 80 % of the budget is used. Raise it if searches must go on this month.',
  budgetRefused:
    'The budget is used up: every new search is refused until the month ends or the budget is raised.',
  budgetLoadFailed: 'Failed to load the search budget. Please try again.',
  budgetSaved: 'Search budget saved',
  budgetSaveFailed: 'Failed to save the search budget',
} as const;
