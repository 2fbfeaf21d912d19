import { describe, expect, it } from 'vitest';
import { scimMessages } from './scim-messages';

describe('scimMessages with their values', () => {
  it('name the token, the limit, the domain and what was wrong', () => {
    expect(scimMessages.nameTaken('Okta')).toBe('An active SCIM token named "Okta" already exists.');
    expect(scimMessages.tooMany(5)).toBe(
      'Your organization has 5 SCIM tokens, the most it may have. Revoke one you no longer use before creating another.',
    );
    expect(scimMessages.revokeConfirm('Okta')).toBe(
      'Revoke "Okta"? Your identity provider is refused with this token from now on. This cannot be undone.',
    );
    expect(scimMessages.invalidBody('userName: Invalid email')).toBe(
      'The request body is not a valid SCIM resource: userName: Invalid email',
    );
    expect(scimMessages.invalidPatch('unknown op "move"')).toBe(
      'The PATCH operation cannot be applied: unknown op "move"',
    );
    expect(scimMessages.emailDomainMismatch('demo.test')).toBe(
      "The userName must be an email address of the organization's domain (demo.test).",
    );
  });
});
