import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';
import { rowName } from './row-name';

const AT = '2026-11-25T10:04:11.000Z';

describe('rowName', () => {
  it('names the row by its claim reference and time after the IMEI', () => {
    expect(rowName('353328110000013', { reference: 'CLM-1', event: 'checked', at: AT })).toBe(
      `353328110000013 (claim CLM-1, checked ${formatDateTime(AT)})`,
    );
  });

  it('names it by its time alone without a reference', () => {
    expect(rowName('353328110000013', { reference: null, event: 'settled', at: AT })).toBe(
      `353328110000013 (settled ${formatDateTime(AT)})`,
    );
  });
});
