import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../testing/render-with-providers';
import { AcceptInvitePage } from './accept-invite-page';

function setup(path: string, invitation: 'valid' | 'invalid' = 'valid') {
  const api = fakeApi((method, url) => {
    if (url === '/api/auth/sign-out') return { status: 204 };
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
    ],
    path,
  );
  return { ...view, calls: api.calls };
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
    setup('/accept-invite#access_token=abc&type=invite', 'invalid');
    expect(await screen.findByText('Invalid Invitation')).toBeTruthy();
    expect((await screen.findAllByText(/Invalid or expired invitation link/)).length).toBeGreaterThan(0);
  });

  it('signs out any session, then sets an 8-character password and returns to sign-in', async () => {
    const { calls } = setup('/accept-invite?access_token=tok-1&type=invite');
    const password = await screen.findByLabelText('Password');
    expect(screen.getByText('Set Your Password')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/auth/sign-out');
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
  });
});
