import { describe, expect, it } from 'vitest';
import { DEVICE_SEARCH_PATH_LABELS, DEVICE_SEARCH_PATHS, searchBudgetState } from './device-searches';

describe('searchBudgetState', () => {
  it.each([
    [0, 0, 'unlimited'],
    [0, 5_000, 'unlimited'],
    [10, 0, 'within'],
    [10, 7, 'within'],
    [10, 8, 'warning'],
    [10, 9, 'warning'],
    [10, 10, 'used-up'],
    [10, 12, 'used-up'],
    [3, 2, 'within'],
    [5, 4, 'warning'],
  ] as const)('a budget of %i with %i spent is %s', (budget, spent, state) => {
    expect(searchBudgetState(budget, spent)).toBe(state);
  });
});

describe('the search ledger’s paths', () => {
  it('each have a label in the Searches panel', () => {
    expect(DEVICE_SEARCH_PATHS.map((path) => [path, DEVICE_SEARCH_PATH_LABELS[path]])).toEqual([
      ['intake', 'Claims intake'],
      ['bulk', 'Bulk intake'],
      ['recheck', 'Re-check'],
      ['verification', 'Re-verification'],
      ['monitoring', 'Monitoring'],
    ]);
  });
});
