import { describe, expect, it } from 'vitest';
import { checkLossDate, EARLIEST_LOSS_DATE, latestTodayAnywhere } from './loss-date';

const FUTURE = 'Loss Date cannot be in the future';
const TOO_EARLY = 'Loss Date cannot be before 01/01/1900';

describe('checkLossDate: neither in the future nor before 1 January 1900', () => {
  it.each([
    // today is 15 May 2024
    ['2024-05-15', new Date(2024, 4, 15), null],
    ['2024-05-14', new Date(2024, 4, 15), null],
    ['2024-05-16', new Date(2024, 4, 15), FUTURE],
    ['2024-06-01', new Date(2024, 4, 15), FUTURE],
    ['2025-01-01', new Date(2024, 4, 15), FUTURE],
    ['1900-01-01', new Date(2024, 4, 15), null],
    ['1899-12-31', new Date(2024, 4, 15), TOO_EARLY],
    ['0999-01-01', new Date(2024, 4, 15), TOO_EARLY],
    // single-digit months and days: 5 January 2024, at the end of the day
    ['2024-01-05', new Date(2024, 0, 5, 23, 59), null],
    ['2024-01-06', new Date(2024, 0, 5, 23, 59), FUTURE],
    ['2024-01-10', new Date(2024, 0, 5), FUTURE],
    ['2023-12-31', new Date(2024, 0, 5), null],
    // the last day of a year, at its first minute
    ['2024-12-31', new Date(2024, 11, 31, 0, 0), null],
    ['2025-01-01', new Date(2024, 11, 31, 0, 0), FUTURE],
    ['2024-11-30', new Date(2024, 11, 31), null],
  ])('loss date %s, today %s → %s', (lossDate, today, expected) => {
    expect(checkLossDate(lossDate, today)).toBe(expected);
  });

  it('takes the real date when no day is given', () => {
    expect(checkLossDate('2999-01-01')).toBe(FUTURE);
    expect(checkLossDate('2000-01-01')).toBeNull();
  });

  it('offers 1 January 1900 as the earliest date', () => {
    expect(EARLIEST_LOSS_DATE).toBe('1900-01-01');
  });
});

describe('latestTodayAnywhere: the date it is already somewhere on Earth (UTC+14)', () => {
  it.each([
    [Date.UTC(2024, 4, 15, 0, 0), new Date(2024, 4, 15)],
    [Date.UTC(2024, 4, 15, 9, 59, 59, 999), new Date(2024, 4, 15)],
    [Date.UTC(2024, 4, 15, 10, 0), new Date(2024, 4, 16)],
    [Date.UTC(2024, 4, 15, 23, 59), new Date(2024, 4, 16)],
    [Date.UTC(2024, 11, 31, 10, 0), new Date(2025, 0, 1)],
    [Date.UTC(2024, 1, 28, 12, 0), new Date(2024, 1, 29)],
  ])('at %s (UTC ms) → %s, at local midnight', (now, expected) => {
    expect(latestTodayAnywhere(now)).toEqual(expected);
  });

  it('never calls a loss date of today in the handler’s time zone the future', () => {
    // 20:00 on 15 May in Honolulu (UTC-10) is 06:00 on 16 May UTC: the handler's today is 15 May, the server's 16 May.
    const serverNow = Date.UTC(2024, 4, 16, 6, 0);
    expect(checkLossDate('2024-05-15', latestTodayAnywhere(serverNow))).toBeNull();
    expect(checkLossDate('2024-05-16', latestTodayAnywhere(serverNow))).toBeNull();
    expect(checkLossDate('2024-05-17', latestTodayAnywhere(serverNow))).toBe(FUTURE);
    expect(checkLossDate('2024-05-18', latestTodayAnywhere(serverNow))).toBe(FUTURE);
  });

  it('takes the real time when none is given', () => {
    const before = Date.now();
    const today = latestTodayAnywhere();
    const earliest = latestTodayAnywhere(before);
    expect(today.getTime()).toBeGreaterThanOrEqual(earliest.getTime());
    expect(today.getTime() - earliest.getTime()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect([today.getHours(), today.getMinutes(), today.getSeconds()]).toEqual([0, 0, 0]);
  });
});
