import { describe, expect, it } from 'vitest';
import { bucketStart, periodWindow, splitIntoWeeks, todayUtc, trendBuckets } from './dashboard-period';

describe('periodWindow', () => {
  it.each([
    ['7d', '2026-11-20', 'day'],
    ['30d', '2026-10-28', 'day'],
    ['90d', '2026-08-29', 'day'],
    ['12m', '2025-11-27', 'week'],
  ] as const)('%s ends today and starts on %s, in %s buckets', (period, from, bucket) => {
    expect(periodWindow(period, '2026-11-26')).toEqual({ from, to: '2026-11-26', bucket });
  });

  it('has no start for all time, in weeks', () => {
    expect(periodWindow('all', '2026-11-26')).toEqual({ from: null, to: '2026-11-26', bucket: 'week' });
  });

  it('crosses a month and a year end', () => {
    expect(periodWindow('7d', '2026-01-03').from).toBe('2025-12-28');
  });
});

describe('todayUtc', () => {
  it('is the UTC day, whatever the local time zone', () => {
    expect(todayUtc(new Date('2026-11-26T23:59:59.999Z'))).toBe('2026-11-26');
    expect(todayUtc(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
  });
});

describe('bucketStart and trendBuckets', () => {
  it('starts a week on Monday', () => {
    expect(bucketStart('2026-11-26', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-22', 'day')).toBe('2026-11-22');
  });

  it('lists every bucket of the window, empty ones too', () => {
    expect(trendBuckets('2026-11-24', '2026-11-26', 'day')).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(trendBuckets('2026-11-12', '2026-11-26', 'week')).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});

describe('splitIntoWeeks', () => {
  const sundayOf = (monday: string) =>
    new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

  /** Every day a split covers, as often as it covers it, from `first` where it names no start. */
  function coveredDays(split: ReturnType<typeof splitIntoWeeks>, first: string): string[] {
    const weeks = split.weeks;
    const weekDays = weeks
      ? trendBuckets(weeks.from ?? first, weeks.to, 'week').flatMap((monday) =>
          trendBuckets(monday, sundayOf(monday), 'day'),
        )
      : [];
    const dayDays = split.days.flatMap((range) => trendBuckets(range.from ?? first, range.to, 'day'));
    return [...weekDays, ...dayDays].sort();
  }

  it('reads the whole weeks of a year from the roll-ups and the days at both ends from the daily tallies', () => {
    // 2025-11-27 is a Thursday, 2026-11-26 a Thursday.
    expect(splitIntoWeeks(periodWindow('12m', '2026-11-26'))).toEqual({
      weeks: { from: '2025-12-01', to: '2026-11-16' },
      days: [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-23', to: '2026-11-26' },
      ],
    });
  });

  it('reads all time up to the last whole week from the roll-ups, this week from the daily tallies', () => {
    expect(splitIntoWeeks(periodWindow('all', '2026-11-26'))).toEqual({
      weeks: { from: null, to: '2026-11-16' },
      days: [{ from: '2026-11-23', to: '2026-11-26' }],
    });
  });

  it('takes a week ending today whole, and needs no days when the window is whole weeks', () => {
    // 2026-11-29 is a Sunday, so the last 7 days are Monday 23rd to that Sunday.
    expect(splitIntoWeeks(periodWindow('7d', '2026-11-29'))).toEqual({
      weeks: { from: '2026-11-23', to: '2026-11-23' },
      days: [],
    });
    expect(splitIntoWeeks(periodWindow('all', '2026-11-29'))).toEqual({
      weeks: { from: null, to: '2026-11-23' },
      days: [],
    });
  });

  it('reads a window without a whole week from the daily tallies alone', () => {
    expect(splitIntoWeeks(periodWindow('7d', '2026-11-26'))).toEqual({
      weeks: null,
      days: [{ from: '2026-11-20', to: '2026-11-26' }],
    });
  });

  it.each(['2026-11-23', '2026-11-24', '2026-11-28', '2026-11-29', '2027-01-03'])(
    'covers every day of each period ending %s exactly once',
    (today) => {
      for (const period of ['7d', '30d', '90d', '12m'] as const) {
        const window = periodWindow(period, today);
        expect(coveredDays(splitIntoWeeks(window), window.from ?? today)).toEqual(
          trendBuckets(window.from ?? today, today, 'day'),
        );
      }
    },
  );
});
