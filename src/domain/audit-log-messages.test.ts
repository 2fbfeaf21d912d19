import { describe, expect, it } from 'vitest';
import { auditLogMessages } from './audit-log-messages';

describe('auditLogMessages.directoryActor', () => {
  it("names the identity provider by its SCIM token's name", () => {
    expect(auditLogMessages.directoryActor('Okta')).toBe('Directory sync (SCIM token "Okta")');
  });
});
