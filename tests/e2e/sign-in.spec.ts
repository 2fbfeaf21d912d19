import { openBeforeAppStarts, servedForm } from '../support/e2e-app-start';
import { DEMO_PASSWORD, expectSignInRefused, signInThroughForm, submitSignIn } from '../support/e2e-auth';
import { SIDEBAR_GROUPS, sidebar } from '../support/e2e-shell';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';

/** Chromium's line for a sign-in the server refuses, as these tests mean it to. */
const REFUSED = failedRequest(401, /\/api\/auth\/sign-in$/, 'a wrong password or an unknown e-mail');

type AdminLinks = 'none' | 'org' | 'both';

const ACCOUNTS_WITH_ROLES: Array<{ email: string; organisation: string; adminLinks: AdminLinks }> = [
  { email: 'super@demo.test', organisation: 'Demo Insurance', adminLinks: 'both' },
  { email: 'admin@demo.test', organisation: 'Demo Insurance', adminLinks: 'org' },
  { email: 'member@demo.test', organisation: 'Demo Insurance', adminLinks: 'none' },
  { email: 'admin@other.test', organisation: 'Other Mutual', adminLinks: 'org' },
  { email: 'member@other.test', organisation: 'Other Mutual', adminLinks: 'none' },
];

test.describe('signing in', () => {
  test('the sign-in page arrives drawn, its form disabled until the app has started; then signing in works', async ({
    page,
    request,
  }) => {
    const served = await (await request.get('/auth')).text();
    expect(served).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    const form = servedForm(served);
    expect(form).toMatch(/^<form [^>]*><fieldset disabled=""/);
    expect(form).not.toContain(' action=');
    for (const control of ['id="sign-in-email"', 'id="sign-in-password"', '>Sign In</button>'])
      expect(form).toContain(control);

    const { startApp } = await openBeforeAppStarts(page, '/auth');
    const email = page.getByLabel('Email', { exact: true });
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(email).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Forgot Password?' })).toBeDisabled();

    startApp();
    await expect(email).toBeEnabled();
    await email.fill('member@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Signed in successfully');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const account of ACCOUNTS_WITH_ROLES) {
    test(`${account.email} sees the ${account.organisation} shell for its role`, async ({ page }) => {
      await signInThroughForm(page, account.email);

      const header = page.getByRole('complementary');
      await expect(header.getByText(account.email, { exact: true })).toBeVisible();
      await expect(header.getByText(account.organisation, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

      const nav = sidebar(page);
      for (const [group, links] of Object.entries(SIDEBAR_GROUPS)) {
        await expect(nav.getByRole('heading', { name: group, exact: true })).toBeVisible();
        for (const link of links)
          await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
      }

      const administrators = nav.getByRole('heading', { name: 'Administrators', exact: true });
      const superAdminPanel = nav.getByRole('link', { name: 'Super Admin Panel' });
      const orgAdminPanel = nav.getByRole('link', { name: 'Org Admin Panel' });
      if (account.adminLinks === 'none') {
        await expect(administrators).toHaveCount(0);
        await expect(superAdminPanel).toHaveCount(0);
        await expect(orgAdminPanel).toHaveCount(0);
      } else {
        await expect(administrators).toBeVisible();
        await expect(orgAdminPanel).toBeVisible();
        if (account.adminLinks === 'both') await expect(superAdminPanel).toBeVisible();
        else await expect(superAdminPanel).toHaveCount(0);
      }
    });
  }

  test('an account without a role sees only the No Role Assigned screen', async ({ page }) => {
    await signInThroughForm(page, 'norole@demo.test');

    await expect(page.getByRole('heading', { name: 'No Role Assigned' })).toBeVisible();
    await expect(page.getByText('Please contact your administrator to assign you a role.')).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Claims Intake' })).toHaveCount(0);
  });

  test('a wrong password is refused with the authentication error', async ({ page, browserConsole }) => {
    browserConsole.allow(REFUSED);
    await expectSignInRefused(page, 'admin@demo.test', 'not-the-password');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('an unknown e-mail gets the same answer as a wrong password', async ({ page, browserConsole }) => {
    browserConsole.allow(REFUSED);
    await expectSignInRefused(page, 'nobody@demo.test', DEMO_PASSWORD);
  });

  test('after 5 wrong passwords the form says when to try again and locks Sign In (the 429 is faked: e2e limits are 50 times higher)', async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(
      REFUSED,
      failedRequest(429, /\/api\/auth\/sign-in$/, 'the lock after 5 wrong passwords'),
    );
    test.setTimeout(60_000); // six sign-ins in one test
    // The e2e server runs with RATE_LIMIT_MULTIPLIER=50, so its own lock would come after 250 failures: the real
    // server refuses the 5 wrong passwords, and the next attempt gets the 429 the real limit answers with.
    let attempts = 0;
    await page.route('**/api/auth/sign-in', async (route) => {
      attempts += 1;
      if (attempts <= 5) return route.continue();
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '240' },
        json: {
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts. Please wait a moment and try again.',
        },
      });
    });
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill('member@other.test');
    const password = page.getByLabel('Password', { exact: true });
    const signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    for (let failure = 1; failure <= 5; failure += 1) {
      await password.fill(`wrong-password-${failure}`);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in'));
      await signInButton.click();
      expect((await answer).status()).toBe(401);
    }
    await expectToast(page, 'Authentication error', 'Invalid email or password');

    await password.fill('wrong-password-6');
    await signInButton.click();
    await expect(page.getByRole('status').filter({ hasText: 'Too many failed attempts' })).toHaveText(
      'Too many failed attempts. Try again in 4 minutes.',
    );
    await expect(signInButton).toBeDisabled();
    expect(attempts).toBe(6);
  });

  test('an invalid e-mail address is caught before sending', async ({ page }) => {
    await submitSignIn(page, 'not-an-email', DEMO_PASSWORD);
    await expectToast(page, 'Validation Error', 'Invalid email address');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a password shorter than 6 characters is caught before sending', async ({ page }) => {
    await submitSignIn(page, 'admin@demo.test', '12345');
    await expectToast(page, 'Validation Error', 'Password must be at least 6 characters');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('session', () => {
  test('the dashboard sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('the landing page offers Sign In when signed out and Go to App when signed in', async ({ page }) => {
    const topNav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/');
    await topNav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await signInThroughForm(page, 'admin@demo.test');
    await page.goto('/');
    await expect(topNav.getByRole('link', { name: 'Go to App' })).toBeVisible();
    await expect(topNav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await topNav.getByRole('link', { name: 'Go to App' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page)).toBeVisible();
  });

  test('/auth sends a signed-in user to the dashboard', async ({ page }) => {
    await signInThroughForm(page, 'admin@other.test');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signing out returns to sign in and closes the dashboard', async ({ page }) => {
    await signInThroughForm(page, 'admin@demo.test');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
