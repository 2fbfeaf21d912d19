import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { NewApiKeySchema } from './api-key';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('NewApiKeySchema: a new API key', () => {
  it('keeps its trimmed name and its scopes in the order the screen lists them, each once', () => {
    expect(
      NewApiKeySchema.parse({
        name: ' ClaimCenter ',
        scopes: ['claims:read', 'checks:write', 'claims:read'],
      }),
    ).toEqual({ name: 'ClaimCenter', scopes: ['checks:write', 'claims:read'] });
  });

  it.each([
    [{ name: '', scopes: ['checks:read'] }, apiKeyMessages.nameRequired],
    [{ name: '   ', scopes: ['checks:read'] }, apiKeyMessages.nameRequired],
    [{ name: 'a'.repeat(101), scopes: ['checks:read'] }, apiKeyMessages.nameTooLong],
    [{ name: 'ClaimCenter', scopes: [] }, apiKeyMessages.scopesRequired],
  ])('refuses %j: %s', (value, message) => {
    expect(firstMessage(NewApiKeySchema, value)).toBe(message);
  });

  it('takes a name of 100 characters', () => {
    expect(NewApiKeySchema.parse({ name: 'a'.repeat(100), scopes: ['alerts:read'] }).name).toHaveLength(100);
  });

  it('refuses a scope that does not exist', () => {
    expect(NewApiKeySchema.safeParse({ name: 'ClaimCenter', scopes: ['admin'] }).success).toBe(false);
  });
});
