import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell';

describe('csvCell', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'writes %j as text, not a formula',
    (text) => {
      expect(csvCell(text)).toBe(`'${text}`);
    },
  );

  it('keeps ordinary text, numbers and booleans as they are', () => {
    expect(csvCell('353328110000019')).toBe('353328110000019');
    expect(csvCell('Screen = cracked')).toBe('Screen = cracked');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
  });

  it('writes dates as ISO 8601 in UTC and nothing for missing values', () => {
    expect(csvCell(new Date('2026-11-26T09:05:00.000Z'))).toBe('2026-11-26T09:05:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});
