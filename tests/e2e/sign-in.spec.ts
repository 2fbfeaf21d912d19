import { DEMO_PASSWORD, expectSignInRefused, signInThroughForm, submitSignIn } from '../support/e2e-auth';
import { SIDEBAR_GROUPS, sidebar } from '../support/e2e-shell';
import { expect, expectToast, test } from '../support/e2e-test';

type AdminLinks = 'none' | 'org' | 'both';

const ACCOUNTS_WITH_ROLES: Array<{ email: string; organisation: string; adminLinks: AdminLinks }> = [
  { email: 'super@demo.test', organisation: 'Demo Insurance', adminLinks: 'both' },
  { email: 'admin@demo.test', organisation: 'Demo Insurance', adminLinks: 'org' },
  { email: 'member@demo.test', organisation: 'Demo Insurance', adminLinks: 'none' },
  { email: 'admin@other.test', organisation: 'Other Mutual', adminLinks: 'org' },
  { email: 'member@other.test', organisation: 'Other Mutual', adminLinks: 'none' },
];

test.describe('signing in', () => {
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

  test('a wrong password is refused with the authentication error', async ({ page }) => {
    await expectSignInRefused(page, 'admin@demo.test', 'not-the-password');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('an unknown e-mail gets the same answer as a wrong password', async ({ page }) => {
    await expectSignInRefused(page, 'nobody@demo.test', DEMO_PASSWORD);
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
