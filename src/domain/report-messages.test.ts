import { describe, expect, it } from 'vitest';
import { reportMessages as m } from './report-messages';

describe('a device report counts the provider’s claims and searches', () => {
  it.each([
    [m.claimsFound(1), '1 claim found in the device-history registry'],
    [m.claimsFound(2), '2 claims found in the device-history registry'],
    [m.claimsFound(0), '0 claims found in the device-history registry'],
    [m.searchesFound(1), '1 search by other insurers'],
    [m.searchesFound(5), '5 searches by other insurers'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('labels each verdict', () => {
    expect(m.verdictLabels).toEqual({ red: 'Red', green: 'Green', notReported: 'Not reported' });
  });
});
