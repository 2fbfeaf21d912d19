import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@/domain/contracts/organisations';
import { InvitationStatus } from './invitation-status';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const member = (invitation: Pick<TeamMember, 'invitationPending' | 'invitationExpiresAt'>): TeamMember => ({
  id: 'a0000000-0000-4000-8000-000000000002',
  email: 'new@acme.test',
  firstName: 'Nu',
  lastName: 'Body',
  title: null,
  role: 'organization_member',
  deactivated: false,
  ...invitation,
});

describe('InvitationStatus', () => {
  it('says when a pending invitation expires', () => {
    render(
      <InvitationStatus
        member={member({ invitationPending: true, invitationExpiresAt: '2026-03-15T12:00:00.000Z' })}
        now={NOW}
      />,
    );
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Invitation expires 03/15/2026')).toBeTruthy();
  });

  it('says when the link has expired, or that none is open', () => {
    const { rerender } = render(
      <InvitationStatus
        member={member({ invitationPending: true, invitationExpiresAt: '2026-03-01T12:00:00.000Z' })}
        now={NOW}
      />,
    );
    expect(screen.getByText('Invitation expired 03/01/2026')).toBeTruthy();
    rerender(
      <InvitationStatus member={member({ invitationPending: true, invitationExpiresAt: null })} now={NOW} />,
    );
    expect(screen.getByText('No open invitation link')).toBeTruthy();
  });

  it('shows nothing for a member who has accepted', () => {
    const { container } = render(
      <InvitationStatus member={member({ invitationPending: false, invitationExpiresAt: null })} now={NOW} />,
    );
    expect(container.textContent).toBe('');
  });
});
