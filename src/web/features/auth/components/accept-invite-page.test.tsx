import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';
import { AcceptInvitePage } from './accept-invite-page';

const SIGNED_IN = makeSession('organization_member', { firstName: null, lastName: null, organisation: null });

function setup(
  path: string,
  { invitation = 'valid', signedIn = false }: { invitation?: 'valid' | 'invalid'; signedIn?: boolean } = {},
) {
  let hasSession = signedIn;
  const api = fakeApi((method, url) => {
    if (url === '/api/auth/session') return { status: 200, body: hasSession ? SIGNED_IN : null };
    if (url === '/api/auth/sign-out') {
      hasSession = false;
      return { status: 204 };
    }
    if (method === 'GET' && url.startsWith('/api/v1/invitations/')) {
      return invitation === 'valid'
        ? { status: 200, body: { email: 'invited@demo.test' } }
        : { status: 404, body: { message: 'Invalid or expired invitation link' } };
    }
    if (method === 'POST' && url.endsWith('/acceptance')) return { status: 200, body: { message: 'ok' } };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const view = renderRoutes(
    [
      { path: '/accept-invite', element: <AcceptInvitePage /> },
      { path: '/auth', element: <p>sign-in page</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    path,
  );
  const signOuts = () => api.calls.filter((c) => c.path === '/api/auth/sign-out').length;
  return { ...view, calls: api.calls, signOuts, hasSession: () => hasSession };
}

afterEach(() => vi.unstubAllGlobals());

describe('accept invitation', () => {
  it('refuses a link that is not an invitation and goes to sign-in after 3 seconds', async () => {
    const { calls } = setup('/accept-invite?access_token=abc&type=recovery');
    expect(await screen.findByText('Invalid Invitation')).toBeTruthy();
    expect(screen.getAllByText(/Invalid invitation link/).length).toBeGreaterThan(0);
    expect(screen.queryByText('sign-in page')).toBeNull();
    await waitFor(() => expect(screen.getByText('sign-in page')).toBeTruthy(), { timeout: 4_000 });
    expect(calls.some((c) => c.path.startsWith('/api/v1/invitations/'))).toBe(false);
  });

  it('says so when the token is expired or used', async () => {
    setup('/accept-invite#access_token=abc&type=invite', { invitation: 'invalid' });
    expect(await screen.findByText('Invalid Invitation')).toBeTruthy();
    expect((await screen.findAllByText(/Invalid or expired invitation link/)).length).toBeGreaterThan(0);
  });

  it('sets an 8-character password without signing anyone out, and returns to sign-in', async () => {
    const { calls, signOuts } = setup('/accept-invite?access_token=tok-1&type=invite');
    const password = await screen.findByLabelText('Password');
    expect(screen.getByText('Set Your Password')).toBeTruthy();
    expect(screen.getByText(/Welcome, invited@demo.test/)).toBeTruthy();
    await userEvent.type(password, '1234567');
    await userEvent.type(screen.getByLabelText('Confirm Password'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password & Continue' }));
    expect((await screen.findAllByText('Password must be at least 8 characters')).length).toBeGreaterThan(0);
    await userEvent.type(password, '8');
    await userEvent.type(screen.getByLabelText('Confirm Password'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password & Continue' }));
    expect(await screen.findByText('Password Set Successfully')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/acceptance'))).toMatchObject({
      path: '/api/v1/invitations/tok-1/acceptance',
      body: { password: '12345678', confirmPassword: '12345678' },
    });
    await waitFor(() => expect(screen.getByText('sign-in page')).toBeTruthy(), { timeout: 3_000 });
    expect(signOuts()).toBe(0);
  });

  describe('when someone is signed in', () => {
    it('keeps the session when the link is invalid, and goes back to the dashboard', async () => {
      const { signOuts, hasSession } = setup('/accept-invite?type=invite&access_token=x', {
        invitation: 'invalid',
        signedIn: true,
      });
      expect((await screen.findAllByText(/Invalid or expired invitation link/)).length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.getByText('dashboard')).toBeTruthy(), { timeout: 4_000 });
      expect(signOuts()).toBe(0);
      expect(hasSession()).toBe(true);
    });

    it('asks first, and signs out only when the user confirms, then shows the password form', async () => {
      const { signOuts, hasSession } = setup('/accept-invite?type=invite&access_token=tok-1', {
        signedIn: true,
      });
      expect(
        await screen.findByText(
          'You are signed in as member@demo.test. Sign out and accept the invitation for invited@demo.test?',
        ),
      ).toBeTruthy();
      expect(screen.queryByLabelText('Password')).toBeNull();
      expect(signOuts()).toBe(0);

      await userEvent.click(screen.getByRole('button', { name: 'Sign Out and Continue' }));
      expect(await screen.findByLabelText('Password')).toBeTruthy();
      expect(screen.getByText(/Welcome, invited@demo.test/)).toBeTruthy();
      expect(signOuts()).toBe(1);
      expect(hasSession()).toBe(false);
    });

    it('goes back to the dashboard on Cancel, still signed in', async () => {
      const { signOuts, hasSession } = setup('/accept-invite?type=invite&access_token=tok-1', {
        signedIn: true,
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('dashboard')).toBeTruthy();
      expect(signOuts()).toBe(0);
      expect(hasSession()).toBe(true);
    });
  });
});
