import { describe, expect, it } from 'vitest';
import { bucketStart, periodWindow, todayUtc, trendBuckets } from './dashboard-period';

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
