import { onboardOrganisationAdmin } from '../support/e2e-admin';
import { expectSignInRefused, submitSignIn } from '../support/e2e-auth';
import { RESET_SUBJECT } from '../support/e2e-links';
import { lastMailId, linkIn, waitForMail } from '../support/e2e-mail';
import { enrolSecondFactor, submitAuthenticatorCode } from '../support/e2e-second-factor';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';

/** The page asks whether the link's token is still good; a used or made-up one is not (404). */
const DEAD_LINK = failedRequest(404, /\/api\/auth\/password-resets\/[^/]+$/, 'a used or made-up reset link');

const ACCOUNT_PASSWORD = 'the-first-password';
const NEW_PASSWORD = 'a-brand-new-password';

test.describe('password reset', () => {
  test('a forgotten password is replaced through the e-mailed link, which then stops working', async ({
    page,
    request,
    baseURL,
    browserConsole,
  }) => {
    browserConsole.allow(
      DEAD_LINK,
      failedRequest(401, /\/api\/auth\/sign-in$/, 'the old password no longer signs in'),
    );
    // An account of its own: the browser specs run in parallel, and others sign in with the demo accounts.
    const { email: account } = await onboardOrganisationAdmin(request, 'Reset', ACCOUNT_PASSWORD);
    // An admin signs in with a second factor; the reset changes the password, not the authenticator.
    const secret = await enrolSecondFactor(request, account, ACCOUNT_PASSWORD);
    const afterId = await lastMailId(account);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(account);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Password reset email sent', 'Check your email for the reset link');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    const mail = await waitForMail({ to: account, subject: RESET_SUBJECT, afterId });
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(new URL(baseURL ?? '').origin);
    expect(link.searchParams.get('type')).toBe('recovery');

    await page.goto(link.href);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(`${NEW_PASSWORD}-typo`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Validation Error', "Passwords don't match");

    await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated', 'Your password has been successfully updated');
    await expect(page).toHaveURL(/\/auth$/);

    await expectSignInRefused(page, account, ACCOUNT_PASSWORD);
    await submitSignIn(page, account, NEW_PASSWORD);
    await submitAuthenticatorCode(page, secret);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.goto(link.href);
    await expectToast(page, 'Invalid or expired link', 'Please request a new password reset link');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});

test('a reset link with a made-up token is refused', async ({ page, browserConsole }) => {
  browserConsole.allow(DEAD_LINK);
  await page.goto('/reset-password?type=recovery&token=not-a-real-token');
  await expectToast(page, 'Invalid or expired link', 'Please request a new password reset link');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a refused reset link with a query and a hash goes to sign-in instead of back to the link', async ({
  page,
  browserConsole,
}) => {
  browserConsole.allow(DEAD_LINK);
  await page.goto('/reset-password?token=not-a-real-token#type=recovery');
  await expectToast(page, 'Invalid or expired link', 'Please request a new password reset link');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
