import { describe, expect, expectTypeOf, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from './errors';

describe('ERROR_CODES: every code the API sends with a failure', () => {
  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each(ERROR_CODES.map((code) => [code]))('%s is written in capitals and underscores', (code) => {
    expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it.each([
    'ALREADY_DENIED',
    'NO_ORGANIZATION',
    'SIGN_IN_EXPIRED',
    'TWO_FACTOR_SETUP_REQUIRED',
    'UNAUTHENTICATED',
  ])('lists %s, which the web app tells apart from other failures', (code) => {
    expect(ERROR_CODES).toContain(code);
  });

  it('types ErrorCode as exactly the listed codes', () => {
    expectTypeOf<ErrorCode>().toEqualTypeOf<(typeof ERROR_CODES)[number]>();
    expectTypeOf<'ALREADY_DENIED'>().toExtend<ErrorCode>();
    expectTypeOf<'ALREADY_DENYED'>().not.toExtend<ErrorCode>();
  });
});
