import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/domain/admin-messages';
import type { InvitationKind } from '@/web/features/invitations/api/send-invitation';
import { findToast } from '@/web/testing/find-toast';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { InvitationForm } from './invitation-form';

type Answer = { status: number; body?: unknown };

/** The form of `kind` whose invitation the server answers with `answer`. */
function renderInvitationForm(kind: InvitationKind, answer: Answer) {
  const api = fakeApi((method) =>
    method === 'POST' ? answer : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
  );
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  renderPage(<InvitationForm kind={kind} emailHint="name@acme.test" />);
  return { user, calls: api.calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('Invite Claims Processor (Org Admin Panel)', () => {
  it('shows why an invitation mail could not be sent under Error sending invitation', async () => {
    const { user } = renderInvitationForm('member', {
      status: 502,
      body: { code: 'MAIL_FAILED', message: adminMessages.invitationMailFailed },
    });
    await user.type(await screen.findByLabelText('Email'), 'pat@acme.test');
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    const toast = await findToast('Error sending invitation');
    expect(toast.getByText(adminMessages.invitationMailFailed)).toBeTruthy();
  });

  it('invites a claims processor with the e-mail, names and title in order of the rules', async () => {
    const { user, calls } = renderInvitationForm('member', {
      status: 201,
      body: { message: 'Invitation sent successfully', userId: '0c1d2e3f-0000-4000-8000-000000000009' },
    });
    const send = await screen.findByRole('button', { name: 'Send Invitation' });
    await user.click(send);
    expect((await findToast('Validation Error')).getByText('Invalid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'pat@acme.test');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.click(send);
    expect(await screen.findByText('First name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.click(send);
    expect(await findToast('Invitation sent successfully')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/v1/invitations/members');
    expect(post?.body).toEqual({ email: 'pat@acme.test', firstName: 'Pat', lastName: 'Lee', title: null });
  });
});

describe('Invite Organization Admin (Super Admin Panel)', () => {
  it("shows the server's No Matching Organization notice for an invitation", async () => {
    const { user, calls } = renderInvitationForm('organisation-admin', {
      status: 422,
      body: {
        code: 'NO_MATCHING_ORGANIZATION',
        title: 'No Matching Organization',
        message:
          'No organization exists with domain "nowhere.test". Please create the organization first before inviting this user.',
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'boss@nowhere.test');
    await user.type(screen.getByLabelText('First Name'), 'Bo');
    await user.type(screen.getByLabelText('Last Name'), 'Ss');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    const toast = await findToast('No Matching Organization');
    expect(toast.getByText(/Please create the organization first before inviting this user\.$/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/v1/invitations/organisation-admins',
    );
  });
});
