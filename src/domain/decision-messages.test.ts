import { describe, expect, it } from 'vitest';
import { claimDeniedMessage, cleanupCompleteMessage } from './decision-messages';

describe('claimDeniedMessage', () => {
  it('names the reason of the denial', () => {
    expect(claimDeniedMessage('Suspected fraud')).toBe('Claim has been denied: Suspected fraud');
  });
});

describe('cleanupCompleteMessage: what a cleanup removed', () => {
  it.each([
    [0, 0, 'Removed 0 claims and 0 replacement device records.'],
    [1, 1, 'Removed 1 claim and 1 replacement device record.'],
    [1, 0, 'Removed 1 claim and 0 replacement device records.'],
    [2, 1, 'Removed 2 claims and 1 replacement device record.'],
    [3, 2, 'Removed 3 claims and 2 replacement device records.'],
  ])('%i claims and %i replacement devices: %s', (claims, devices, text) => {
    expect(cleanupCompleteMessage(claims, devices)).toBe(text);
  });
});
