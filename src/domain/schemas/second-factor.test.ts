import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import {
  AuthenticatorCodeSchema,
  CurrentPasswordSchema,
  RecoveryCodeSchema,
  SecondFactorSchema,
  TwoFactorCodeSchema,
} from './second-factor';

const CODE_FORMAT = 'Enter the 6-digit code from your authenticator app';

describe('AuthenticatorCodeSchema: a code from the authenticator app', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 12 34 56 ', '123456'],
    ['\t000000\n', '000000'],
  ])('%j is read as %j', (typed, code) => {
    expect(AuthenticatorCodeSchema.parse(typed)).toBe(code);
  });

  it.each(['', '12345', '1234567', '12345a', '123-456', '１２３４５６'])(
    '%j asks for the 6-digit code',
    (typed) => {
      expect(firstMessage(AuthenticatorCodeSchema, typed)).toBe(CODE_FORMAT);
    },
  );
});

describe('RecoveryCodeSchema: one of the recovery codes shown at set-up', () => {
  it.each([
    ['abcd-efgh', 'abcd-efgh'],
    ['  abcd-efgh ', 'abcd-efgh'],
    ['r'.repeat(64), 'r'.repeat(64)],
  ])('%j is read as %j', (typed, code) => {
    expect(RecoveryCodeSchema.parse(typed)).toBe(code);
  });

  it.each([
    ['', 'Recovery code is required'],
    ['   ', 'Recovery code is required'],
  ])('%j gives %s', (typed, message) => {
    expect(firstMessage(RecoveryCodeSchema, typed)).toBe(message);
  });

  it('refuses a code longer than 64 characters', () => {
    expect(RecoveryCodeSchema.safeParse('r'.repeat(65)).success).toBe(false);
  });
});

describe('SecondFactorSchema: the second step of a sign-in takes one code, of either kind', () => {
  it.each([
    [{ code: '123 456' }, { code: '123456' }],
    [{ recoveryCode: ' abcd-efgh ' }, { recoveryCode: 'abcd-efgh' }],
  ])('%j is read as %j', (body, expected) => {
    expect(SecondFactorSchema.parse(body)).toEqual(expected);
  });

  it.each([
    ['neither code', {}, CODE_FORMAT],
    ['both codes', { code: '123456', recoveryCode: 'abcd-efgh' }, CODE_FORMAT],
    ['an app code of 5 digits', { code: '12345' }, CODE_FORMAT],
    ['a blank recovery code', { recoveryCode: ' ' }, 'Recovery code is required'],
  ])('refuses %s: %s', (_case, body, message) => {
    expect(firstMessage(SecondFactorSchema, body)).toBe(message);
  });

  it('refuses unknown fields', () => {
    expect(SecondFactorSchema.safeParse({ code: '123456', trustDevice: true }).success).toBe(false);
  });
});

describe('TwoFactorCodeSchema: the code that confirms the set-up', () => {
  it.each([
    [{ code: '654 321' }, null],
    [{ code: '65432' }, CODE_FORMAT],
    [{ code: 'abcdef' }, CODE_FORMAT],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(TwoFactorCodeSchema, body)).toBe(message);
  });

  it('gives the code without spaces and refuses a body without one', () => {
    expect(TwoFactorCodeSchema.parse({ code: '654 321' })).toEqual({ code: '654321' });
    expect(TwoFactorCodeSchema.safeParse({}).success).toBe(false);
    expect(TwoFactorCodeSchema.safeParse({ recoveryCode: 'abcd-efgh' }).success).toBe(false);
  });
});

describe('CurrentPasswordSchema: the password asked again to turn two-factor sign-in on or off', () => {
  it.each([
    [{ password: 'x' }, null],
    [{ password: ' ' }, null],
    [{ password: 'p'.repeat(128) }, null],
    [{ password: '' }, 'Password is required'],
    [{ password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(CurrentPasswordSchema, body)).toBe(message);
  });

  it('keeps the password as typed and refuses unknown fields', () => {
    expect(CurrentPasswordSchema.parse({ password: ' secret ' })).toEqual({ password: ' secret ' });
    expect(CurrentPasswordSchema.safeParse({ password: 'secret', code: '123456' }).success).toBe(false);
  });
});
