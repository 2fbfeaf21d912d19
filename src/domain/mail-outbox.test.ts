import { describe, expect, it } from 'vitest';
import { HIDDEN_LINK, MAIL_KINDS, PASSWORD_LINK_KINDS } from './mail-outbox';

describe('the outbox hides password links from everyone but the addressee', () => {
  it.each([
    ['password-reset', true],
    ['invitation', true],
    ['contact', false],
  ] as const)('a %s mail carries a password link: %s', (kind, hidden) => {
    expect(MAIL_KINDS).toContain(kind);
    expect(PASSWORD_LINK_KINDS.includes(kind)).toBe(hidden);
  });

  it('shows, in place of the link, who it was for', () => {
    expect(HIDDEN_LINK).toBe('[link hidden: sent to another person]');
  });
});
