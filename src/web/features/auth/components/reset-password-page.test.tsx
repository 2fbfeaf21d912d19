import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

function setup(path: string, tokenStatus = 200) {
  const api = fakeApi((method, url) => {
    if (method === 'GET' && url.startsWith('/api/auth/password-resets/'))
      return tokenStatus === 200
        ? { status: 200, body: { message: 'valid' } }
        : { status: tokenStatus, body: { code: 'NOT_FOUND', message: 'Invalid or expired link' } };
    if (method === 'POST' && url.startsWith('/api/auth/password-resets/'))
      return { status: 200, body: { message: 'Your password has been successfully updated' } };
    if (url === '/api/auth/sign-out') return { status: 204 };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth', element: <p>sign-in page</p> },
    ],
    path,
  );
  return api.calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('reset password', () => {
  it('sends an expired or used link back to sign-in with the spec message', async () => {
    setup('/reset-password?type=recovery&token=old', 404);
    expect(await screen.findByText('Invalid or expired link')).toBeTruthy();
    expect(screen.getByText('Please request a new password reset link')).toBeTruthy();
    expect(await screen.findByText('sign-in page')).toBeTruthy();
  });

  it('refuses mismatched passwords, then updates, signs out and goes to sign-in', async () => {
    const calls = setup('/reset-password?type=recovery&token=t1');
    await userEvent.type(await screen.findByLabelText('New Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findAllByText("Passwords don't match")).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/auth/password-resets/t1',
      'POST /api/auth/password-resets/t1',
      'POST /api/auth/sign-out',
    ]);
  });
});
