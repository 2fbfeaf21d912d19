import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatShare } from '@/domain/dashboard-breakdown';
import { makeImei } from '../fixtures/make-imei';
import { signIn } from '../support/e2e-auth';
import {
  denyByApi,
  registerRows,
  registerTable,
  searchRegister,
  settleByApi,
} from '../support/e2e-registers';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, test } from '../support/e2e-test';

/*
 * The run's database is shared by every spec, so each test settles or denies fresh IMEIs of its own (through the
 * settle and deny API, signed in as the browser's user) and finds them by searching; the dashboard test compares
 * the cards with the figures the page loaded and looks for a group only it created.
 */

const run = `${Date.now().toString(36)}${randomInt(1_000, 10_000)}`.toUpperCase();

/** Today in the browser's time zone (UTC, playwright.config.ts), as the registers show dates. */
function todayUtc(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getUTCMonth() + 1)}/${pad(now.getUTCDate())}/${now.getUTCFullYear()}`;
}

const replacement = () => ({
  imei: makeImei(),
  make: 'Samsung',
  model: 'Galaxy S24',
  color: 'Black',
  storage: '256GB',
});

async function open(page: Page, link: string, heading: string) {
  await sidebar(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test.describe('Settled Claims, Denied Claims and Replacement Devices', () => {
  test('a settled claim with a replacement shows in Settled Claims and Replacement Devices', async ({
    page,
  }) => {
    await signIn(page, 'member@demo.test');
    const device = replacement();
    const settled = await settleByApi(page, { replacement: device, notes: `Screen cracked ${run}` });

    await open(page, 'Settled Claims', 'Settled Claims');
    await searchRegister(page, 'Search by IMEI or claim reference', settled.imei);
    const rows = registerRows(page, 'Settled claims');
    await expect(rows).toHaveCount(1);
    const cells = rows.first().getByRole('cell');
    await expect(cells.nth(0)).toHaveText(new RegExp(`^${todayUtc()} \\d{2}:\\d{2}$`));
    await expect(cells.nth(1)).toHaveText(settled.imei);
    // The device's current verdict: its newest search's.
    await expect(cells.nth(2)).toHaveText(/^(Green|Red)/);
    await expect(cells.nth(3)).toHaveText('No reference');
    // Below 1536 px the original device, the replacement's IMEI and the claim type are in the details only.
    await expect(cells.nth(4)).toHaveText('Samsung Galaxy S24Black • 256GB');
    await expect(cells.nth(5)).toHaveText(/^(Pending|Registered)$/);

    await rows
      .first()
      .getByRole('button', { name: `Actions for ${settled.imei}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Settled Claim Details' });
    await expect(details.getByText('Settled', { exact: true })).toBeVisible();
    await expect(details.getByRole('region', { name: 'Device Status' })).toContainText('GSMA Blocklist');
    // The full report: settled through the API with no re-verification, the intake is its only search.
    await expect(details.getByRole('region', { name: 'Current Status' })).toContainText(
      'Not searched since the intake',
    );
    await expect(details.getByRole('region', { name: 'Replacement Device' })).toContainText(device.imei);
    await expect(details.getByText('Accidental Damage', { exact: true })).toBeVisible();
    await expect(details.getByRole('region', { name: 'Settlement', exact: true })).toContainText(
      `Screen cracked ${run}`,
    );
    await expect(details.getByRole('region', { name: 'Settlement', exact: true })).toContainText(
      'Morgan Member',
    );
    await page.keyboard.press('Escape');

    await open(page, 'Replacement Devices', 'Replacement Devices');
    // Found by the original IMEI too; a member sees no Actions column.
    await searchRegister(page, 'Search by replacement or original IMEI', settled.imei);
    const devices = registerRows(page, 'Replacement devices');
    await expect(devices).toHaveCount(1);
    await expect(devices.first().getByRole('cell')).toHaveText([
      device.imei,
      settled.imei,
      'Samsung Galaxy S24',
      'Black, 256GB',
      'Morgan Member',
      todayUtc(),
    ]);
    await expect(
      registerTable(page, 'Replacement devices').getByRole('columnheader', { name: 'Actions' }),
    ).toHaveCount(0);
  });

  test('a denied claim shows in Denied Claims with its reason and details', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    const denied = await denyByApi(page, 'Device blocked', 'Total Loss');
    await open(page, 'Denied Claims', 'Denied Claims');
    await searchRegister(page, 'Search by IMEI or claim reference', denied.imei);
    const rows = registerRows(page, 'Denied claims');
    await expect(rows).toHaveCount(1);
    const cells = rows.first().getByRole('cell');
    await expect(cells.nth(0)).toHaveText(todayUtc());
    await expect(cells.nth(2)).toHaveText(denied.imei);
    await expect(cells.nth(3)).toHaveText(/^(Green|Red)/);
    await expect(cells.nth(4)).toHaveText('No reference');
    await expect(cells.nth(5)).toHaveText('Total Loss');
    await expect(cells.nth(6)).toHaveText('Device blocked');
    await expect(cells.nth(7)).toHaveText('Morgan Member');

    await rows
      .first()
      .getByRole('button', { name: `Actions for ${denied.imei}` })
      .click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const device = page
      .getByRole('dialog', { name: 'Denied Claim Details' })
      .getByRole('region', { name: 'Device', exact: true });
    await expect(device).toContainText(denied.imei);
    // The claim type and its Total Loss badge.
    await expect(device.getByText('Total Loss', { exact: true })).toHaveCount(2);
    // Denied straight after the intake: its full report, searched once.
    await expect(
      page
        .getByRole('dialog', { name: 'Denied Claim Details' })
        .getByRole('region', { name: 'Current Status' }),
    ).toContainText('Not searched since the intake');
    // Closing the details gives focus back to the row's Actions button.
    await page.keyboard.press('Escape');
    await expect(rows.first().getByRole('button', { name: `Actions for ${denied.imei}` })).toBeFocused();
  });

  for (const { width, height } of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`Settled Claims at ${width} px wide shows the Registry column and the row's Actions without scrolling sideways`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await signIn(page, 'member@demo.test');
      const settled = await settleByApi(page, { replacement: replacement() });
      await open(page, 'Settled Claims', 'Settled Claims');
      await searchRegister(page, 'Search by IMEI or claim reference', settled.imei);
      const row = registerRows(page, 'Settled claims').first();
      await expect(row.getByRole('button', { name: `Actions for ${settled.imei}` })).toBeInViewport({
        ratio: 1,
      });
      if (width >= 1024) {
        await expect(
          registerTable(page, 'Settled claims').getByRole('columnheader', { name: 'Registry' }),
        ).toBeInViewport({ ratio: 1 });
      }
      await page.screenshot({ path: testInfo.outputPath(`settled-claims-${width}.png`), fullPage: false });
    });
  }

  test('a super admin deletes a settled claim with its replacement device; an organisation admin deletes a replacement device', async ({
    page,
  }) => {
    await signIn(page, 'super@demo.test');
    const settled = await settleByApi(page, { replacement: replacement() });
    const kept = await settleByApi(page, { replacement: replacement() });
    await open(page, 'Settled Claims', 'Settled Claims');
    await searchRegister(page, 'Search by IMEI or claim reference', settled.imei);
    await registerRows(page, 'Settled claims')
      .getByRole('button', { name: `Actions for ${settled.imei}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirmation).toContainText(
      `This will permanently delete the settled claim for IMEI ${settled.imei}, with the claim behind it and its replacement device, so the IMEI can be taken in and settled again.`,
    );
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Claim Deleted');
    await expect(registerTable(page, 'Settled claims')).toContainText(
      `No settled claims found matching "${settled.imei}"`,
    );
    await open(page, 'Replacement Devices', 'Replacement Devices');
    await searchRegister(page, 'Search by replacement or original IMEI', settled.imei);
    await expect(registerTable(page, 'Replacement devices')).toContainText(
      'No replacement devices found matching',
    );

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signIn(page, 'admin@demo.test');
    await open(page, 'Replacement Devices', 'Replacement Devices');
    await searchRegister(page, 'Search by replacement or original IMEI', kept.imei);
    const devices = registerRows(page, 'Replacement devices');
    await expect(devices).toHaveCount(1);
    await devices.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Device Deleted');
    await expect(registerTable(page, 'Replacement devices')).toContainText(
      'No replacement devices found matching',
    );
  });
});

test.describe('Dashboard home', () => {
  test('shows the open checks and each card with counts and shares the server counted', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    const note = `Dashboard note ${run}`;
    await settleByApi(page, { notes: note });

    // Sign-in landed on the dashboard before the settle: leave and come back, as a user would. Other tests settle
    // and check meanwhile, so the figures to expect are the ones in the summary this page loads.
    await open(page, 'Settled Claims', 'Settled Claims');
    const loaded = page.waitForResponse((response) => response.url().endsWith('/api/v1/dashboard-summary'));
    await open(page, 'Dashboard', 'Dashboard');
    const summary = await (await loaded).json();
    const review = page.getByRole('link', { name: `Review Open Claims (${summary.inReview.total})` });
    await expect(review).toBeVisible();
    const settled = page.getByRole('list', { name: 'Settled claims by notes' });
    await expect(settled.getByRole('listitem').filter({ hasText: note })).toHaveText(
      `${note}1 (${formatShare(1, summary.settled.total)})`,
    );
    const inReview = page.getByRole('list', { name: 'Claims in review by claim type' });
    for (const row of summary.inReview.rows) {
      // The label starts the row's text and the count follows it ('Loss' must not find 'Total Loss').
      const label = new RegExp(`^${row.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d`);
      await expect(inReview.getByRole('listitem').filter({ hasText: label })).toContainText(
        `${row.count} (${formatShare(row.count, summary.inReview.total)})`,
      );
    }
    await review.click();
    await expect(page).toHaveURL(/\/dashboard\/check-history/);
  });
});
