import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import { SignInSchema } from './sign-in';

describe('SignInSchema', () => {
  it.each([
    ['a valid pair', { email: 'member@demo.test', password: 'secret' }, null],
    ['a password of exactly 6', { email: 'a@b.co', password: '123456' }, null],
    ['an e-mail without @', { email: 'member.demo.test', password: 'secret' }, 'Invalid email address'],
    ['an empty e-mail', { email: '', password: 'secret' }, 'Invalid email address'],
    ['a blank e-mail', { email: '   ', password: 'secret' }, 'Invalid email address'],
    [
      'a 5-character password',
      { email: 'a@b.co', password: '12345' },
      'Password must be at least 6 characters',
    ],
    ['an empty password', { email: 'a@b.co', password: '' }, 'Password must be at least 6 characters'],
    ['both wrong: the e-mail first', { email: 'x', password: '1' }, 'Invalid email address'],
    [
      'a 129-character password',
      { email: 'a@b.co', password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
  ])('%s gives %s', (_case, input, message) => {
    expect(firstMessage(SignInSchema, input)).toBe(message);
  });

  it('trims the e-mail but keeps the password exactly as typed', () => {
    expect(SignInSchema.parse({ email: '  member@demo.test ', password: ' pass word ' })).toEqual({
      email: 'member@demo.test',
      password: ' pass word ',
    });
  });

  it('refuses unknown keys and missing fields', () => {
    expect(SignInSchema.safeParse({ email: 'a@b.co', password: 'secret', role: 'super_admin' }).success).toBe(
      false,
    );
    expect(SignInSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });
});
