import type { Page } from '@playwright/test';
import { appOrigin, expect, expectToast } from './e2e-test';

export const DEMO_PASSWORD = 'demo-password';

/** Fills and submits the /auth sign-in card; the caller checks the outcome. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the form and waits for the success toast and the dashboard: the sign-in journey itself. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitSignIn(page, email, password);
  await expectToast(page, 'Signed in successfully');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs in over the API (the page's context keeps the session cookie) and opens a page of the app, the dashboard unless
 * told (`at`): for specs about what comes after signing in, without a second page load per test. The form's own
 * journeys use signInThroughForm.
 */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, at = '/dashboard' }: { password?: string; at?: string } = {},
): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email, password },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), `sign-in as ${email}: ${await response.text()}`).toBe(200);
  await page.goto(at);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** Signs in and expects the generic failure toast, staying on /auth. */
export async function expectSignInRefused(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await expectToast(page, 'Authentication error', 'Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
}
