import { describe, expect, it } from 'vitest';
import { auditLogMessages } from './audit-log-messages';

describe('audit log verification texts', () => {
  it('counts the events verified, one or many', () => {
    expect(auditLogMessages.verified(1)).toBe('All 1 event verified');
    expect(auditLogMessages.verified(42)).toBe('All 42 events verified');
  });

  it('names the broken event, when it happened and why', () => {
    const event = { action: 'claim.settled', occurredAt: '28/11/2026, 10:24', id: 'e1' };
    expect(auditLogMessages.broken({ ...event, reason: 'deleted_before' })).toBe(
      'Event claim.settled of 28/11/2026, 10:24 (id e1) does not hold: an event before it was deleted.',
    );
    expect(auditLogMessages.broken({ ...event, reason: 'link_broken' })).toContain(
      'does not hold: it does not follow the event before it.',
    );
  });
});

describe('auditLogMessages.directoryActor', () => {
  it("names the identity provider by its SCIM token's name", () => {
    expect(auditLogMessages.directoryActor('Okta')).toBe('Directory sync (SCIM token "Okta")');
  });
});
