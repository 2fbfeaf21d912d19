import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import { ClaimTypeChangeSchema } from './claim-type-change';

describe('ClaimTypeChangeSchema', () => {
  it.each([
    ['a claim type alone', { claimType: 'Theft' }, null],
    ['a claim type with a loss date', { claimType: 'Total Loss', lossDate: '2024-05-01' }, null],
    ['a claim type with a null loss date', { claimType: 'Theft', lossDate: null }, null],
    ['a blank claim type', { claimType: '  ' }, 'Please select a claim type'],
    [
      'a loss date that is not a date',
      { claimType: 'Theft', lossDate: '01/05/2024' },
      'Loss Date must be a valid date',
    ],
    ['an unknown field', { claimType: 'Theft', fnol: true }, expect.any(String)],
  ])('%s', (_name, input, expected) => {
    expect(firstMessage(ClaimTypeChangeSchema, input)).toEqual(expected);
  });

  it('trims the claim type', () => {
    expect(ClaimTypeChangeSchema.parse({ claimType: ' Theft ' })).toEqual({ claimType: 'Theft' });
  });
});
