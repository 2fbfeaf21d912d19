import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerFilterMessages } from '@/domain/register-filters';
import { isRangeReversed, readRegisterFilters, withRegisterFilters } from './register-filters';

const HANDLER = '0b8f3c2e-6a4d-4f7e-9a61-2d5c8e7b1f30';

describe('readRegisterFilters: the filters of a shared link', () => {
  it('keeps every well-formed filter, and a list’s own filters as given', () => {
    const given = {
      from: '2026-01-01',
      to: '2026-01-31',
      claimType: ' Theft ',
      reason: 'Suspected fraud',
      handler: HANDLER,
      verdict: 'not_reported',
      kind: 'block-removed',
      state: 'open',
      search: 'anything at all',
    };
    expect(readRegisterFilters(given)).toEqual({ filters: given, problems: [] });
  });

  it('skips filters the address does not give', () => {
    expect(readRegisterFilters({ from: undefined, to: '2026-01-31', search: undefined })).toStrictEqual({
      filters: { to: '2026-01-31' },
      problems: [],
    });
  });

  it.each([
    ['from', '2026-13-01', registerFilterMessages.invalidDate],
    ['to', '31/01/2026', registerFilterMessages.invalidDate],
    ['claimType', 'x'.repeat(201), registerFilterMessages.nameTooLong],
    ['reason', 'x'.repeat(201), registerFilterMessages.nameTooLong],
    ['handler', 'ann', registerFilterMessages.invalidHandler],
    ['verdict', 'amber', registerFilterMessages.invalidVerdict],
    ['kind', 'stolen', registerFilterMessages.invalidAlertKind],
    ['state', 'closed', registerFilterMessages.invalidAlertState],
  ])('leaves out %s=%j and names it: %s', (name, value, reason) => {
    expect(readRegisterFilters({ [name]: value, search: 'CLM-7' })).toEqual({
      filters: { search: 'CLM-7' },
      problems: [{ name, message: registerFilterMessages.ignoredFilter(name, value, reason) }],
    });
  });

  it('uses neither day of a range whose first day comes after its last', () => {
    expect(readRegisterFilters({ from: '2026-02-01', to: '2026-01-31', handler: HANDLER })).toEqual({
      filters: { handler: HANDLER },
      problems: [{ name: 'from', message: registerFilterMessages.fromAfterTo }],
    });
  });

  it('takes a range of one day', () => {
    expect(readRegisterFilters({ from: '2026-01-31', to: '2026-01-31' }).problems).toEqual([]);
  });
});

describe('isRangeReversed', () => {
  it.each([
    [{ from: '2026-02-01', to: '2026-01-31' }, true],
    [{ from: '2026-01-31', to: '2026-01-31' }, false],
    [{ from: '2026-01-01', to: '2026-01-31' }, false],
    [{ from: '2026-02-01' }, false],
    [{ to: '2026-01-31' }, false],
    [{}, false],
  ])('%j: %s', (range, reversed) => {
    expect(isRangeReversed(range)).toBe(reversed);
  });
});

describe("withRegisterFilters: a list's query with the filters it offers", () => {
  // Made in each test, not once: the mutation run counts only what a test itself runs.
  const listQuery = () => withRegisterFilters(z.object({ page: z.number() }), ['from', 'to', 'handler']);

  it('reads the filters the list offers and drops the others', () => {
    const query = listQuery();
    expect(query.parse({ page: 1, from: '2026-01-01', handler: HANDLER, verdict: 'clean' })).toEqual({
      page: 1,
      from: '2026-01-01',
      handler: HANDLER,
    });
    expect(query.safeParse({ page: 1, handler: 'someone' }).success).toBe(false);
  });

  it('refuses a from after its to, on from, and takes one day as both ends', () => {
    const query = listQuery();
    const refusal = query.safeParse({ page: 1, from: '2026-02-01', to: '2026-01-31' });
    expect(refusal.error?.issues).toEqual([
      expect.objectContaining({ message: registerFilterMessages.fromAfterTo, path: ['from'] }),
    ]);
    expect(query.safeParse({ page: 1, from: '2026-01-31', to: '2026-01-31' }).success).toBe(true);
  });
});
