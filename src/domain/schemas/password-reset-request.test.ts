import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import { PasswordResetRequestSchema } from './password-reset-request';

describe('PasswordResetRequestSchema', () => {
  it.each([
    [{ email: 'member@demo.test' }, null],
    [{ email: ' member@demo.test ' }, null],
    [{ email: 'member' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
  ])('%j gives %s', (input, message) => {
    expect(firstMessage(PasswordResetRequestSchema, input)).toBe(message);
  });

  it('trims the e-mail and refuses unknown keys', () => {
    expect(PasswordResetRequestSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
    expect(PasswordResetRequestSchema.safeParse({ email: 'a@b.co', password: 'secret' }).success).toBe(false);
  });
});
