import { describe, expect, it } from 'vitest';
import { scimMessages } from '@/domain/scim-messages';
import { NewScimTokenSchema } from './scim-token';

const firstMessage = (value: unknown) => {
  const result = NewScimTokenSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('NewScimTokenSchema: a new SCIM token', () => {
  it('keeps its trimmed name, up to 100 characters', () => {
    expect(NewScimTokenSchema.parse({ name: ' Okta ' })).toEqual({ name: 'Okta' });
    expect(NewScimTokenSchema.parse({ name: 'a'.repeat(100) }).name).toHaveLength(100);
  });

  it.each([
    [{ name: '' }, scimMessages.nameRequired],
    [{ name: '   ' }, scimMessages.nameRequired],
    [{ name: 'a'.repeat(101) }, scimMessages.nameTooLong],
  ])('refuses %j: %s', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('refuses anything but a name', () => {
    expect(NewScimTokenSchema.safeParse({ name: 'Okta', token: 'chosen' }).success).toBe(false);
  });
});
