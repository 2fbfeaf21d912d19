import { describe, expect, it } from 'vitest';
import { adminMessages as m } from './admin-messages';

describe('the administration texts that name a value', () => {
  it.each([
    [m.organisationExists('acme.com'), 'An organization with domain "acme.com" already exists.'],
    [
      m.noMatchingOrganisationText('acme.com'),
      'No organization exists with domain "acme.com". Please create the organization first before inviting this user.',
    ],
    [
      m.emailDomainMismatch('acme.com'),
      'The email address must belong to your organization\'s domain "acme.com".',
    ],
    [m.invitationExpires('05/20/2026'), 'Invitation expires 05/20/2026'],
    [m.invitationExpired('05/20/2026'), 'Invitation expired 05/20/2026'],
    [m.removeClaimTypeTitle('Theft'), 'Remove the claim type "Theft"?'],
    [m.removeDenialReasonTitle('Suspected fraud'), 'Remove the denial reason "Suspected fraud"?'],
    [
      m.twoFactorResetWhat('ann@acme.com'),
      'This removes the authenticator app and the recovery codes of ann@acme.com.',
    ],
    [m.twoFactorResetText('ann@acme.com'), 'Two-factor sign-in is off for ann@acme.com.'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
