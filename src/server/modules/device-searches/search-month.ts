/** The UTC calendar month `at` falls in, as its first day (`2026-11-01`): the month a monitoring search is spent in. */
export function monthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

/** The first instant of the UTC month after `at`'s. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
