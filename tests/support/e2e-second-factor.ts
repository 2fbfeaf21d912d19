import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './e2e-test';
import { freshTotp } from './totp';

async function expectOk(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/**
 * Set-up through the API (not the journey under test), as Manage Profile does it: turns on the account's
 * authenticator and returns its key, from which the test computes codes as the app would.
 */
export async function enrolSecondFactor(request: APIRequestContext, email: string, password: string) {
  await expectOk(await request.post('/api/auth/sign-in', { data: { email, password } }), 'signing in');
  const setUp = await expectOk(
    await request.post('/api/v1/profile/two-factor/setup', { data: { password } }),
    'starting the set-up',
  );
  const { secret } = (await setUp.json()) as { secret: string };
  await expectOk(
    await request.post('/api/v1/profile/two-factor/confirmation', {
      data: { code: await freshTotp(secret) },
    }),
    'confirming the set-up',
  );
  await request.post('/api/auth/sign-out');
  return secret;
}

/** The sign-in form's second step: the code the authenticator app shows now. */
export async function submitAuthenticatorCode(page: Page, secret: string) {
  await page.getByLabel('Authentication code', { exact: true }).fill(await freshTotp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}
