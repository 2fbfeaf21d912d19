import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { type CarrierScenarioName, scenarioImeiOf } from '../../simulators/carrier/scenarios';
import { signIn } from '../support/e2e-auth';
import { checkDevice, openClaimsIntake } from '../support/e2e-intake';
import { searchRegister } from '../support/e2e-registers';
import { search } from '../support/e2e-review';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';

/*
 * The run's database is shared by every spec, so each test takes fresh IMEIs of the simulator's scenarios (any
 * four digits after the scenario code) and searches for them.
 */
const freshImei = (scenario: CarrierScenarioName) =>
  scenarioImeiOf(scenario, String(randomInt(0, 10_000)).padStart(4, '0'));

const imeiField = (page: Page) => page.getByLabel('IMEI', { exact: true });
const checkButton = (page: Page) => page.getByRole('button', { name: 'Check Device' });
const result = (page: Page) => page.getByRole('region', { name: /Device Check Result/ });

/** The end-to-end server has no carrier configured, so the built-in simulator answers. */
const simulatedBadge = (page: Page) =>
  page.getByRole('button', { name: /^Simulated data.*live carrier service/ });

async function openCarrierCheck(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Check', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/vz-check$/);
  await expect(page.getByRole('heading', { name: 'Carrier Check', level: 1 })).toBeVisible();
}

async function checkImei(page: Page, imei: string) {
  await imeiField(page).fill(imei);
  await imeiField(page).press('Enter');
}

async function newSearch(page: Page) {
  await page.getByRole('button', { name: 'New Search' }).click();
  await expect(imeiField(page)).toHaveValue('');
}

/**
 * The device picture is shown: visible is not enough (its box is laid out before its bytes arrive), so wait until the
 * image has decoded.
 */
async function expectPictureShown(picture: Locator) {
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('Carrier services', () => {
  test('prefills the IMEI from ?imei= and shows the outcome of each kind of device', async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(
      failedRequest(502, /\/api\/v1\/carrier-checks$/, 'the carrier answers an error for one device'),
    );
    await signIn(page, 'member@demo.test');
    const clean = freshImei('clean');
    await page.goto(`/dashboard/vz-check?imei=${clean}`);
    await expect(imeiField(page)).toHaveValue(clean);
    await expect(page.getByText('Powered by')).toBeVisible();
    await expect(simulatedBadge(page)).toBeVisible();
    await checkButton(page).click();
    await expect(result(page).getByText('Device is clear')).toBeVisible();
    await expect(result(page).getByText('ESN Status')).toBeVisible();
    // Every value starts in one column, however long its label.
    const valueLefts = await result(page)
      .locator('dd')
      .evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().left)));
    expect(valueLefts).toHaveLength(10);
    expect(new Set(valueLefts).size).toBe(1);
    await expect(checkButton(page)).toBeDisabled();
    const picture = result(page).getByRole('img');
    await expectPictureShown(picture);
    await expect(result(page).getByRole('button', { name: 'Request FinLock Removal' })).toHaveCount(0);

    await newSearch(page);
    await checkImei(page, freshImei('nonpay'));
    await expect(result(page).getByText('Device is blocked')).toBeVisible();
    await expect(result(page).getByText('NONPAY')).toBeVisible();

    await newSearch(page);
    await checkImei(page, freshImei('unknown-device'));
    await expect(result(page).getByText('Status could not be confirmed')).toBeVisible();
    await expect(result(page).getByText('No image available')).toBeVisible();

    await newSearch(page);
    await checkImei(page, freshImei('upstream-error'));
    await expect(page.getByRole('alert')).toContainText(
      'The carrier service is unavailable at the moment. Please try again shortly.',
    );
    await expect(result(page)).toHaveCount(0);

    await newSearch(page);
    await checkImei(page, '358799110100001');
    await expectToast(page, 'Invalid IMEI', 'Invalid IMEI - failed Luhn check');
  });

  test('raises a FinLock removal request for a pending loan payment, finds it and deletes it', async ({
    page,
  }) => {
    await signIn(page, 'member@demo.test');
    await openCarrierCheck(page);
    const imei = freshImei('pending-loan-payment');
    await checkImei(page, imei);
    await expect(result(page).getByText('ACTIVE - PENDING LOAN PAYMENT')).toBeVisible();
    await expect(result(page).getByText('Finance: payments outstanding')).toBeVisible();
    const model = (await result(page).locator('dt:text-is("Model") + dd').textContent()) ?? '';
    await result(page).getByRole('button', { name: 'Request FinLock Removal' }).click();
    await expectToast(page, 'FinLock removal request has been submitted');
    await expect(page).toHaveURL(/\/dashboard\/vz-unlock$/);
    await expect(page.getByRole('heading', { name: 'Financial Lock Removal', level: 1 })).toBeVisible();
    await expect(simulatedBadge(page)).toBeVisible();

    await searchRegister(page, 'Search by IMEI', imei);
    const requests = page.getByRole('table', { name: 'FinLock removal requests' });
    const row = requests.getByRole('row').filter({ hasText: imei });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('requested');
    await expect(row).toContainText(model);
    await expect(row).toContainText('ACTIVE - PENDING LOAN PAYMENT');

    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'completed' }).click();
    await expect(requests.getByText('No FinLock removal requests found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'All Statuses' }).click();

    await row.getByRole('button', { name: `Actions for ${imei}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'FinLock removal request deleted');
    await expect(requests.getByText('No FinLock removal requests found')).toBeVisible();
  });

  test('finds a check in the history and shows its details with the picture', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    await openCarrierCheck(page);
    const imei = freshImei('restricted');
    await checkImei(page, imei);
    await expect(result(page).getByText('Device is blocked')).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Check History' }).click();
    await expect(page).toHaveURL(/\/dashboard\/vz-check-history/);
    await expect(simulatedBadge(page)).toBeVisible();
    await searchRegister(page, 'Search by IMEI', imei);
    const row = page
      .getByRole('table', { name: 'Carrier checks' })
      .getByRole('row')
      .filter({ hasText: imei });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Blacklisted');
    await row.getByRole('button', { name: `View Details for ${imei}` }).click();
    const details = page.getByRole('dialog', { name: 'Carrier Check Details' });
    await expect(details.getByText('RESTRICTED', { exact: true })).toBeVisible();
    await expect(details.getByText('ACTIVE - RESTRICTED')).toBeVisible();
    const picture = details.getByRole('img');
    await expectPictureShown(picture);

    // Another organisation never sees it.
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, 'member@other.test');
    await page.goto(`/dashboard/vz-check-history?search=${imei}`);
    await expect(page.getByText(`No carrier checks found matching "${imei}"`)).toBeVisible();
  });

  test("Claims Review shows the device's latest carrier check", async ({ page }) => {
    await signIn(page, 'member@demo.test');
    const imei = freshImei('nonpay');
    await openCarrierCheck(page);
    await checkImei(page, imei);
    await expect(result(page).getByText('Device is blocked')).toBeVisible();

    await openClaimsIntake(page);
    await checkDevice(page, imei);
    await sidebar(page).getByRole('link', { name: 'Claims Review', exact: true }).click();
    await search(page, imei);
    await page.getByRole('button', { name: `Actions for ${imei}` }).click();
    await page.getByRole('menuitem', { name: 'Review Claim' }).click();
    const carrier = page
      .getByRole('dialog', { name: 'Review Claim' })
      .getByRole('region', { name: 'Carrier Information', exact: true });
    await expect(carrier).toContainText('ACTIVE');
    await expect(carrier).toContainText('SUSPENDED - NON PAYMENT');
  });
});
