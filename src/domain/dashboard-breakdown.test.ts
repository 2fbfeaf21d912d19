import { describe, expect, it } from 'vitest';
import { buildBreakdown, formatShare } from './dashboard-breakdown';

describe('buildBreakdown', () => {
  it('names the missing label, merges blank labels into it and sorts the largest group first', () => {
    const breakdown = buildBreakdown(
      [
        { label: 'Theft', count: 2 },
        { label: null, count: 1 },
        { label: '  ', count: 2 },
        { label: 'Accidental Damage', count: 4 },
        { label: 'Loss', count: 2 },
      ],
      'Unspecified',
    );
    expect(breakdown).toEqual({
      total: 11,
      rows: [
        { label: 'Accidental Damage', count: 4, value: 'Accidental Damage' },
        { label: 'Unspecified', count: 3, value: null },
        { label: 'Loss', count: 2, value: 'Loss' },
        { label: 'Theft', count: 2, value: 'Theft' },
      ],
    });
  });

  it('gives an empty card a total of 0 and no rows', () => {
    expect(buildBreakdown([], 'No notes')).toEqual({ total: 0, rows: [] });
  });
});

describe('formatShare', () => {
  it.each([
    [1, 3, '33.3%'],
    [2, 3, '66.7%'],
    [1, 1, '100.0%'],
    [0, 5, '0.0%'],
    [1, 8, '12.5%'],
    [1, 16, '6.3%'],
    [1, 2000, '0.1%'],
    [1, 20001, '0.0%'],
    [0, 0, '0.0%'],
  ])('%i of %i is %s', (count, total, expected) => {
    expect(formatShare(count, total)).toBe(expected);
  });
});
