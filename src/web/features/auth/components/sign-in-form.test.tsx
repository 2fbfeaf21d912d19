import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../testing/render-with-providers';
import { AuthPage } from './auth-page';

const session = { userId: 'u1', email: 'member@demo.test', role: 'organization_member', organisation: null };

function setup(signInStatus = 200) {
  const api = fakeApi((method, path) => {
    if (path === '/api/auth/session') return { status: 401, body: { message: 'Not authenticated' } };
    if (path === '/api/auth/sign-in') {
      return signInStatus === 200
        ? { status: 200, body: session }
        : { status: 401, body: { message: 'Invalid email or password' } };
    }
    if (method === 'POST' && path === '/api/auth/password-reset-requests') return { status: 202, body: {} };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const view = renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    '/auth',
  );
  return { ...view, calls: api.calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in', () => {
  it('shows only the first failing message, in the spec order, and sends nothing', async () => {
    const { calls } = setup();
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = (await screen.findByText('Validation Error')).closest('li');
    if (!toast) throw new Error('no toast');
    expect(within(toast).getByText('Invalid email address')).toBeTruthy();
    expect(within(toast).queryByText('Password must be at least 6 characters')).toBeNull();
    expect(calls.some((c) => c.path === '/api/auth/sign-in')).toBe(false);
  });

  it('asks for 6 characters once the e-mail is valid', async () => {
    setup();
    await userEvent.type(await screen.findByLabelText('Email'), 'member@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findAllByText('Password must be at least 6 characters')).length).toBeGreaterThan(0);
  });

  it('signs in, says so and goes to the dashboard', async () => {
    const { calls } = setup();
    await userEvent.type(await screen.findByLabelText('Email'), ' member@demo.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(await screen.findByText('Signed in successfully')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/sign-in')?.body).toEqual({
      email: 'member@demo.test',
      password: 'demo-password',
    });
  });

  it('shows the server message under "Authentication error" when sign-in fails', async () => {
    setup(401);
    await userEvent.type(await screen.findByLabelText('Email'), 'member@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Authentication error')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
  });

  it('switches to the reset form and back after sending the link', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByText('Reset Password')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'member@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset email sent')).toBeTruthy();
    expect(screen.getByText('Check your email for the reset link')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/password-reset-requests')?.body).toEqual({
      email: 'member@demo.test',
    });
  });
});
