import { describe, expect, it } from 'vitest';
import { scimMessages } from '@/domain/scim-messages';
import { readUserFilter } from './filter';
import { ScimError } from './scim-error';

describe('readUserFilter', () => {
  it('reads the equalities identity providers look people up by, attribute names in any case', () => {
    expect(readUserFilter(undefined)).toEqual({});
    expect(readUserFilter('  ')).toEqual({});
    expect(readUserFilter('userName eq "dana@demo.test"')).toEqual({ userName: 'dana@demo.test' });
    expect(readUserFilter('EXTERNALID eq "00u1"')).toEqual({ externalId: '00u1' });
    expect(readUserFilter('externalId eq "00u1" and userName eq "dana@demo.test"')).toEqual({
      externalId: '00u1',
      userName: 'dana@demo.test',
    });
  });

  it.each([
    'userName co "demo"',
    'userName ne "dana@demo.test"',
    'title eq "Claim Handler"',
    'userName eq "a@demo.test" or userName eq "b@demo.test"',
    'not (userName eq "a@demo.test")',
    'userName eq "a@demo.test" and userName eq "b@demo.test"',
    'userName eq true',
    'userName pr',
    'userName eq',
    'emails[type eq "work"]',
  ])('refuses %s with invalidFilter', (filter) => {
    let refusal: unknown;
    try {
      readUserFilter(filter);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ScimError);
    expect(refusal).toMatchObject({
      status: 400,
      scimType: 'invalidFilter',
      detail: scimMessages.unsupportedFilter,
    });
  });
});
