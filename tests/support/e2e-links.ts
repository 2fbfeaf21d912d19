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
