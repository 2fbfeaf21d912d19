import type { Page } from '@playwright/test';
import { makeImei } from '../fixtures/make-imei';
import { signIn } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { expectNoSidewaysScroll } from '../support/e2e-layout';
import { requestResetLink } from '../support/e2e-links';
import { type AppPage, DASHBOARD_PAGES, PUBLIC_PAGES, SUPER_ADMIN_PAGES, WIDTHS } from '../support/e2e-pages';
import { denyByApi, settleByApi } from '../support/e2e-registers';
import { sidebar } from '../support/e2e-shell';
import { expect, test } from '../support/e2e-test';

async function expectNoSeriousViolations(page: Page, label: string) {
  const report = await axeViolations(page, test.info(), label);
  expect(report === '', report).toBe(true);
}

// Each public page and each dashboard page is checked at both widths below; these are the states a plain visit
// does not reach.
test.describe('forms behind a link or a click have no serious or critical axe violations', () => {
  test('sign in, forgot password mode', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expectNoSeriousViolations(page, 'forgot password');
  });

  test('reset password form', async ({ page, request }) => {
    // Only opening the form: the password of this account is not changed.
    const link = await requestResetLink(request, 'admin@other.test');
    await page.goto(link.href);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await expectNoSeriousViolations(page, 'reset password form');
  });

  test('accept invitation form', async ({ page }) => {
    // The seeded invitation belongs to invitation.spec.ts, which uses it up; the page's token check is answered
    // here so the real form renders whatever ran before.
    await page.route('**/api/v1/invitations/*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, json: { email: 'new.handler@demo.test' } })
        : route.fallback(),
    );
    await page.goto('/accept-invite?type=invite&access_token=a11y-check');
    await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    await expectNoSeriousViolations(page, 'accept invitation form');
  });
});

test.describe('signed-in pages have no serious or critical axe violations', () => {
  test('dashboard as a member', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'member dashboard');
  });

  test('dashboard as a super admin', async ({ page }) => {
    await signIn(page, 'super@demo.test');
    await expect(sidebar(page).getByRole('link', { name: 'Super Admin Panel' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'super admin dashboard');
  });

  test('no role screen', async ({ page }) => {
    await signIn(page, 'norole@demo.test');
    await expect(page.getByRole('heading', { name: 'No Role Assigned' })).toBeVisible();
    await expectNoSeriousViolations(page, 'no role screen');
  });
});

test.describe('carrier pages have no serious or critical axe violations', () => {
  test('carrier check with a result', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    // The pending-loan-payment scenario (tests/e2e/carrier.spec.ts): a result with the FinLock action.
    await page.goto('/dashboard/vz-check?imei=358799110600009');
    await page.getByRole('button', { name: 'Check Device' }).click();
    await expect(page.getByRole('button', { name: 'Request FinLock Removal' })).toBeVisible();
    await expectNoSeriousViolations(page, 'carrier check');
  });

  test('carrier check history and FinLock requests', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    await sidebar(page).getByRole('link', { name: 'Check History' }).click();
    await expect(page.getByRole('table', { name: 'Carrier checks' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ to \d+ of \d+ records$/)).toBeVisible();
    await expectNoSeriousViolations(page, 'carrier check history');
    await sidebar(page).getByRole('link', { name: 'FinLock Removal' }).click();
    await expect(page.getByRole('table', { name: 'FinLock removal requests' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ to \d+ of \d+ records$/)).toBeVisible();
    await expectNoSeriousViolations(page, 'finlock requests');
  });
});

test.describe('claim registers and the dashboard have no serious or critical axe violations', () => {
  test('dashboard with figures, the three registers and the settled-claim details', async ({ page }) => {
    // Five pages analysed by axe (1-2 s each here) after settling and denying: past 30 s with two workers on two cores.
    test.slow();
    await signIn(page, 'super@demo.test');
    const settled = await settleByApi(page, {
      replacement: { imei: makeImei(), make: 'Apple', model: 'iPhone 15', color: 'Blue', storage: '128GB' },
      notes: 'Screen replaced',
    });
    await denyByApi(page, 'Fraud suspected');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Settled claims by notes' })).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard home');
    for (const [link, table] of [
      ['Settled Claims', 'Settled claims'],
      ['Denied Claims', 'Denied claims'],
      ['Replacement Devices', 'Replacement devices'],
    ] as const) {
      await sidebar(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('table', { name: table }).getByRole('button').first()).toBeVisible();
      await expectNoSeriousViolations(page, link.toLowerCase());
    }
    await sidebar(page).getByRole('link', { name: 'Settled Claims', exact: true }).click();
    await page.getByRole('button', { name: `Actions for ${settled.imei}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await expect(page.getByRole('region', { name: 'Device Status' })).toBeVisible();
    await expectNoSeriousViolations(page, 'settled claim details');
  });
});

for (const { label: width, viewport } of WIDTHS) {
  test.describe(`every page on a ${width} (${viewport.width} px): its title, no sideways scroll, no serious axe violations`, () => {
    test.use({ viewport });

    async function checkPage(page: Page, { path, title, heading }: AppPage) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page, `${path} on a ${width}`);
    }

    /** The pages one after another in one signed-in page: a sign-in and a browser context per page cost more. */
    async function checkPages(page: Page, pages: AppPage[]) {
      // axe takes several seconds on the larger pages when three workers share two cores, and the sign-in before
      // them as long again (the one-page Super Admin check passed 20 s in CI with no time for the sign-in).
      test.setTimeout(30_000 + pages.length * 20_000);
      for (const appPage of pages) await test.step(appPage.path, () => checkPage(page, appPage));
    }

    test('every public page, signed out', async ({ page }) => {
      await checkPages(page, PUBLIC_PAGES);
    });
    test('every dashboard page, as an organisation admin', async ({ page }) => {
      await signIn(page, 'admin@demo.test');
      await checkPages(page, DASHBOARD_PAGES);
    });
    test('the super admin pages, as a super admin', async ({ page }) => {
      await signIn(page, 'super@demo.test');
      await checkPages(page, SUPER_ADMIN_PAGES);
    });
  });
}

test.describe('keyboard and phone layout', () => {
  test('Tab first reaches "Skip to content", which moves focus to the main content', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('on a phone the sidebar opens over the page, which keeps its width, and closes on going to a page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.test');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sidebar' });
    await expect(sheet.getByRole('link', { name: 'Settled Claims' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, 'phone sidebar');
    await sheet.getByRole('link', { name: 'Settled Claims' }).click();
    await expect(page).toHaveTitle('Settled Claims · ClaimGuard');
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });
});
