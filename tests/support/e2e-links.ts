import type { APIRequestContext } from '@playwright/test';
import { lastMailId, linkIn, waitForMail } from './e2e-mail';

export const RESET_SUBJECT = 'Reset your ClaimGuard password';

/**
 * Asks for a reset link the way the forgot-password form does (through the API, for set-up steps that are not the
 * journey under test) and returns the link from the mail.
 */
export async function requestResetLink(request: APIRequestContext, email: string): Promise<URL> {
  const afterId = await lastMailId(email);
  const response = await request.post('/api/auth/password-reset-requests', { data: { email } });
  if (response.status() !== 202) throw new Error(`Reset request answered ${response.status()}`);
  const mail = await waitForMail({ to: email, subject: RESET_SUBJECT, afterId });
  return linkIn(mail, '/reset-password');
}

/** Sets an account's password through a fresh reset link (clean-up after a journey that changed it). */
export async function setPasswordThroughReset(request: APIRequestContext, email: string, password: string) {
  const link = await requestResetLink(request, email);
  const token = link.searchParams.get('token') ?? '';
  const response = await request.post(`/api/auth/password-resets/${encodeURIComponent(token)}`, {
    data: { password, confirmPassword: password },
  });
  if (!response.ok())
    throw new Error(`Resetting ${email} answered ${response.status()}: ${await response.text()}`);
}
