import { describe, expect, it } from 'vitest';
import { formatProviderDate } from './format-provider-date';

describe('formatProviderDate', () => {
  it.each([
    ['2023-11-02 09:14:00', false, 'Nov 02, 2023'],
    ['2023-11-02 09:14:00', true, 'Nov 02, 2023 09:14:00'],
    ['2024-06-18', false, 'Jun 18, 2024'],
    [null, false, 'Unknown'],
    ['  ', true, 'Unknown'],
    ['sometime last week', false, 'sometime last week'],
  ])('%s (time %s) reads %s', (value, withTime, expected) => {
    expect(formatProviderDate(value, { withTime })).toBe(expected);
  });
});
