import { describe, expect, it } from 'vitest';
import { monitoringMessages as m } from './monitoring-messages';

describe('the monitoring settings’ refusals name the allowed values', () => {
  it.each([
    [m.watchDaysInvalid, 'Watch days must be 0 (off), 30, 90 or 180.'],
    [m.intervalInvalid, 'The interval must be weekly or daily.'],
    [m.monthlyBudgetInvalid, 'The monthly budget must be a whole number of searches from 0 to 1,000,000.'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('running monitoring now', () => {
  it.each([
    [
      1,
      12,
      "Each device due now is searched again, and each search is paid: this run may spend up to 1 search (12 left in this month's budget).",
    ],
    [
      1500,
      20_000,
      "Each device due now is searched again, and each search is paid: this run may spend up to 1,500 searches (20,000 left in this month's budget).",
    ],
  ])('up to %i searches with %i left: %s', (atMost, remaining, text) => {
    expect(m.runConfirm(atMost, remaining)).toBe(text);
  });
});
