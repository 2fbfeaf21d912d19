import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/domain/messages';
import { ResetPasswordSchema } from '@/domain/schemas/new-password';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { AuthPage } from './auth-page';
import { NewPasswordForm } from './new-password-form';

/** The error a screen reader hears with the field: the text its aria-describedby names. */
function describedError(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby');
  if (!ids) return null;
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}

const isInvalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in forms tie each error to its field', () => {
  function renderAuthPage() {
    const api = fakeApi(() => ({ status: 401, body: { message: 'Not authenticated' } }));
    vi.stubGlobal('fetch', api.fetchStub);
    renderPage(<AuthPage />, '/auth');
  }

  it('sign-in: each invalid field is marked and described by its message, and the fix clears it', async () => {
    renderAuthPage();
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    expect(isInvalid('Email')).toBe(false);
    expect(describedError('Email')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(describedError('Email')).toBe(messages.invalidEmailAddress));
    expect(isInvalid('Email')).toBe(true);
    expect(describedError('Password')).toBe(messages.passwordMin6);
    expect(isInvalid('Password')).toBe(true);

    await userEvent.type(screen.getByLabelText('Password'), '456');
    await waitFor(() => expect(describedError('Password')).toBeNull());
    expect(isInvalid('Password')).toBe(false);
  });

  it('forgot password: the e-mail is marked and described by its message', async () => {
    renderAuthPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(describedError('Email')).toBe(messages.invalidEmailAddress));
    expect(isInvalid('Email')).toBe(true);
  });

  it('new password: the confirmation is marked and described by the mismatch', async () => {
    const labels = { password: 'New Password', confirmPassword: 'Confirm', submit: 'Update', busy: '...' };
    renderPage(
      <NewPasswordForm schema={ResetPasswordSchema} labels={labels} isBusy={false} onSubmit={vi.fn()} />,
    );
    await userEvent.type(screen.getByLabelText('New Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(describedError('Confirm')).toBe(messages.passwordsDontMatch));
    expect(isInvalid('Confirm')).toBe(true);
    expect(isInvalid('New Password')).toBe(false);
  });
});
