/**
 * A search of fewer than three characters cannot use the trigram indexes (a trigram is three characters), so its exact
 * count reads every row of the organisation's list: hundreds of milliseconds at 100,000 checks, for the first one or
 * two characters a handler types. Such counts are kept per organisation, list and text for a few seconds in this
 * process (decision 022); longer searches are counted exactly every time, from their index, in milliseconds.
 */
export const SHORT_SEARCH_LENGTH = 3;
export const SHORT_SEARCH_COUNT_TTL_MS = 5_000;
/** Enough for every one- and two-character search of many organisations; past it all are dropped at once. */
const MAX_ENTRIES = 10_000;

/** Kept counts by organisation, then by list and text. */
const counts = new Map<string, Map<string, { total: Promise<number>; until: number }>>();
let kept = 0;

export function countSearch(
  key: { organisationId: string; list: string; search: string },
  count: () => Promise<number>,
): Promise<number> {
  // No search is counted from the tallies, exactly and cheaply; a long one from its index.
  if (key.search === '' || key.search.length >= SHORT_SEARCH_LENGTH) return count();
  const id = `${key.list}\u0000${key.search.toLowerCase()}`;
  const now = Date.now();
  const ofOrganisation = counts.get(key.organisationId) ?? new Map();
  const found = ofOrganisation.get(id);
  if (found && found.until > now) return found.total;
  if (kept >= MAX_ENTRIES) forgetSearchCounts();
  const total = count();
  if (!found) kept += 1;
  ofOrganisation.set(id, { total, until: now + SHORT_SEARCH_COUNT_TTL_MS });
  counts.set(key.organisationId, ofOrganisation);
  // A failed count is not kept: the next request asks the database again.
  total.catch(() => ofOrganisation.delete(id));
  return total;
}

/**
 * Drops the kept counts of an organisation (every one without it): this process's own writes to an organisation's
 * rows count from the next search; another process's within SHORT_SEARCH_COUNT_TTL_MS.
 */
export function forgetSearchCounts(organisationId?: string): void {
  if (organisationId === undefined) {
    counts.clear();
    kept = 0;
    return;
  }
  kept -= counts.get(organisationId)?.size ?? 0;
  counts.delete(organisationId);
}

/** A page's total is never fewer than the rows up to the end of the page shown (a kept count may be seconds old). */
export function atLeastShown(total: number, skipped: number, shown: number): number {
  return Math.max(total, shown === 0 ? 0 : skipped + shown);
}
