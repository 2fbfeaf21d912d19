import type { Page } from '@playwright/test';
import { onboardOrganisationAdmin } from '../support/e2e-admin';
import { submitSignIn } from '../support/e2e-auth';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';
import { freshTotp } from '../support/totp';

const PASSWORD = 'two-factor-pass-1';

/** After the password, the sign-in asks for the second factor; `recoveryCode` switches to a recovery code first. */
async function submitSecondFactor(page: Page, value: { code: string } | { recoveryCode: string }) {
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  if ('recoveryCode' in value) {
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code', { exact: true }).fill(value.recoveryCode);
  } else {
    await page.getByLabel('Authentication code', { exact: true }).fill(value.code);
  }
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('an organisation admin sets up two-factor sign-in at the first sign-in, then signs in with a code and once with each recovery code', async ({
  page,
  request,
  browserConsole,
}) => {
  browserConsole.allow(
    failedRequest(401, /\/api\/auth\/second-factor$/, 'a recovery code used a second time'),
  );
  const { email } = await onboardOrganisationAdmin(request, 'TwoFactor', PASSWORD);

  // An admin must use a second factor: the first sign-in leads to Manage Profile, which says why.
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/manage-profile$/);
  await expect(page.getByRole('alert').filter({ hasText: /two-factor sign-in/i })).toBeVisible();

  await page.getByRole('button', { name: 'Set Up' }).click();
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByLabel('Setup Key', { exact: true }).inputValue()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  const [recoveryCode] = recoveryCodes as [string];

  await page.getByLabel('Authentication Code').fill(await freshTotp(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Two-factor sign-in is on');
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText(/Two-factor sign-in is required for your account/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn Off' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /two-factor sign-in/i })).toHaveCount(0);

  // The password alone no longer signs in: the code from the app completes it.
  await signOut(page);
  await submitSignIn(page, email, PASSWORD);
  await submitSecondFactor(page, { code: await freshTotp(key) });
  await expectToast(page, 'Signed in successfully');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // A recovery code stands in for the app, once.
  await signOut(page);
  await submitSignIn(page, email, PASSWORD);
  await submitSecondFactor(page, { recoveryCode });
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await submitSignIn(page, email, PASSWORD);
  await submitSecondFactor(page, { recoveryCode });
  await expect(page.getByText('Invalid code', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
