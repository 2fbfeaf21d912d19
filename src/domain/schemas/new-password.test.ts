import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import { InvitePasswordSchema, ResetPasswordSchema } from './new-password';

const pair = (password: string, confirmPassword = password) => ({ password, confirmPassword });

describe('ResetPasswordSchema (minimum 6)', () => {
  it.each([
    ['6 characters, matching', pair('123456'), null],
    ['both empty', pair(''), 'Password is required'],
    ['password empty, confirmation given', pair('', 'secret'), 'Password is required'],
    ['confirmation empty', pair('secret', ''), 'Password is required'],
    ['5 characters', pair('12345'), 'Password must be at least 6 characters'],
    ['a mismatch', pair('secret1', 'secret2'), "Passwords don't match"],
    ['129 characters', pair('p'.repeat(129)), 'Password must be at most 128 characters'],
  ])('%s gives %s', (_case, input, message) => {
    expect(firstMessage(ResetPasswordSchema, input)).toBe(message);
  });

  it('attaches the mismatch to the confirmation field', () => {
    const result = ResetPasswordSchema.safeParse(pair('secret1', 'secret2'));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ]);
  });

  it('does not trim passwords and refuses unknown keys', () => {
    expect(ResetPasswordSchema.parse(pair(' secret '))).toEqual(pair(' secret '));
    expect(ResetPasswordSchema.safeParse({ ...pair('secret'), token: 'abc' }).success).toBe(false);
  });
});

describe('InvitePasswordSchema (minimum 8)', () => {
  it.each([
    ['8 characters, matching', pair('12345678'), null],
    ['both empty', pair(''), 'Password is required'],
    ['7 characters', pair('1234567'), 'Password must be at least 8 characters'],
    ['6 characters (enough for a reset, not here)', pair('123456'), 'Password must be at least 8 characters'],
    ['a mismatch', pair('password1', 'password2'), "Passwords don't match"],
  ])('%s gives %s', (_case, input, message) => {
    expect(firstMessage(InvitePasswordSchema, input)).toBe(message);
  });

  it('refuses unknown keys', () => {
    expect(InvitePasswordSchema.safeParse({ ...pair('password1'), role: 'super_admin' }).success).toBe(false);
  });
});
