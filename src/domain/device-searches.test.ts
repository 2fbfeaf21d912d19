import { describe, expect, it } from 'vitest';
import { searchBudgetState } from './device-searches';

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
