import { describe, expect, it } from 'vitest';
import { apiKeyMessages as m } from './api-key-messages';

describe('the API key texts that name a value', () => {
  it.each([
    [m.nameTaken('Claims system'), 'An active API key named "Claims system" already exists.'],
    [
      m.tooMany(20),
      'Your organization has 20 API keys, the most it may have. Revoke one you no longer use before creating another.',
    ],
    [
      m.revokeConfirm('Claims system'),
      'Revoke "Claims system"? Systems using this key are refused from now on. This cannot be undone.',
    ],
    [m.missingScope('claims:write'), 'This API key lacks the "claims:write" scope.'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
