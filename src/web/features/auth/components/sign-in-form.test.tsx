import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';
import { AuthPage } from './auth-page';

const session = makeSession('organization_member', {
  firstName: null,
  lastName: null,
  organisation: null,
  twoFactor: { enabled: true, required: false, exempt: false },
});

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const SIGNED_IN: Answer = { status: 200, body: session };
const SECOND_FACTOR_REQUIRED: Answer = { status: 202, body: { secondFactorRequired: true } };
const INVALID_CREDENTIALS: Answer = { status: 401, body: { message: 'Invalid email or password' } };
const INVALID_CODE: Answer = { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } };
const SIGN_IN_EXPIRED: Answer = {
  status: 401,
  body: { code: 'SIGN_IN_EXPIRED', message: 'Your sign-in has expired. Sign in again.' },
};
const locked = (seconds: number): Answer => ({
  status: 429,
  body: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a moment and try again.' },
  headers: { 'retry-after': String(seconds) },
});

/** Each sign-in step answers with its next answer in turn, the last one again once they run out. */
function setup(answers: { signIn?: Answer[]; secondFactor?: Answer[] } = {}) {
  const signIn = [...(answers.signIn ?? [SIGNED_IN])];
  const secondFactor = [...(answers.secondFactor ?? [SIGNED_IN])];
  const next = (queue: Answer[]) => (queue.length > 1 ? queue.shift() : queue[0]) as Answer;
  const api = fakeApi((method, path) => {
    if (path === '/api/auth/session') return { status: 200, body: null };
    if (path === '/api/auth/sign-in') return next(signIn);
    if (path === '/api/auth/second-factor') return next(secondFactor);
    if (method === 'POST' && path === '/api/auth/password-reset-requests')
      return { status: 202, body: { message: 'Check your email for the reset link' } };
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

async function submitPassword(email = 'member@demo.test', password = 'demo-password') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
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
    // The cursor is put in the first field to fix.
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
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
    setup({ signIn: [INVALID_CREDENTIALS] });
    await submitPassword('member@demo.test', 'wrong-password');
    expect(await screen.findByText('Authentication error')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
  });

  it('switches to the reset form and back after sending the link', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByText('Reset Password')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Email'), 'member@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset email sent')).toBeTruthy();
    expect(screen.getByText('Check your email for the reset link')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/password-reset-requests')?.body).toEqual({
      email: 'member@demo.test',
    });
  });
});

describe('the second step of a sign-in', () => {
  it('asks for the code from the authenticator app and signs in with it as a password alone does', async () => {
    const { calls, session: shown } = setup({ signIn: [SECOND_FACTOR_REQUIRED] });
    await submitPassword();

    expect(await screen.findByRole('heading', { name: 'Two-Factor Sign-In' })).toBeTruthy();
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    const code = screen.getByLabelText<HTMLInputElement>('Authentication code');
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.inputMode).toBe('numeric');
    expect(document.activeElement).toBe(code);
    expect(shown.getSnapshot().data).toBeNull();

    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(await screen.findByText('Signed in successfully')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/second-factor')?.body).toEqual({ code: '123456' });
    expect(shown.getSnapshot().data).toEqual(session);
  });

  it('says "Invalid code" under the field and stays on the step', async () => {
    setup({ signIn: [SECOND_FACTOR_REQUIRED], secondFactor: [INVALID_CODE] });
    await submitPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const error = await screen.findByText('Invalid code');
    const code = screen.getByLabelText('Authentication code');
    expect(error.id).toBe(code.getAttribute('aria-describedby'));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Two-Factor Sign-In' })).toBeTruthy();
    expect(screen.queryByText('dashboard page')).toBeNull();
  });

  it('checks the code has 6 digits before sending it', async () => {
    const { calls } = setup({ signIn: [SECOND_FACTOR_REQUIRED] });
    await submitPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findAllByText('Enter the 6-digit code from your authenticator app')).length).toBe(2);
    expect(calls.some((c) => c.path === '/api/auth/second-factor')).toBe(false);
  });

  it('takes a recovery code instead, and switches back to the app code', async () => {
    const { calls } = setup({ signIn: [SECOND_FACTOR_REQUIRED] });
    await submitPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));

    const recovery = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(recovery);
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(screen.queryByLabelText('Recovery code')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), ' abcde-fghij ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/second-factor')?.body).toEqual({
      recoveryCode: 'abcde-fghij',
    });
  });

  it('goes back to the password step with the reason when the sign-in has expired', async () => {
    setup({ signIn: [SECOND_FACTOR_REQUIRED], secondFactor: [SIGN_IN_EXPIRED] });
    await submitPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your sign-in has expired. Sign in again.');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('member@demo.test');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('"Back to sign in" returns to the password step', async () => {
    setup({ signIn: [SECOND_FACTOR_REQUIRED] });
    await submitPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('member@demo.test');
  });
});

describe('locked out after too many failed attempts', () => {
  it('says when to try again and keeps Sign In disabled meanwhile', async () => {
    setup({ signIn: [locked(240)] });
    await submitPassword();

    expect((await screen.findByRole('status')).textContent).toBe(
      'Too many failed attempts. Try again in 4 minutes.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(true);
    expect(screen.queryByText('Authentication error')).toBeNull();
  });

  it('counts a short wait in seconds and enables Sign In again when it is over', async () => {
    setup({ signIn: [locked(1), INVALID_CREDENTIALS] });
    await submitPassword();

    expect(await screen.findByText('Too many failed attempts. Try again in 1 second.')).toBeTruthy();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' });
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2_500 });
    expect(screen.queryByText(/Too many failed attempts/)).toBeNull();
  });

  it('locks the second step too', async () => {
    setup({ signIn: [SECOND_FACTOR_REQUIRED], secondFactor: [locked(30)] });
    await submitPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Too many failed attempts. Try again in 30 seconds.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(true);
  });
});
