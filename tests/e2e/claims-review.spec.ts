import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { makeImei, makeScenarioImei } from '../fixtures/make-imei';
import { signIn } from '../support/e2e-auth';
import {
  bodyRows,
  checksTable,
  openClaimsReview,
  openRowMenu,
  recordChecks,
  rowOf,
  search,
} from '../support/e2e-review';
import { expect, expectToast, test, toast } from '../support/e2e-test';

/*
 * The run's database is shared by every spec and other specs record checks for Demo Insurance too, so every test
 * records its own checks (fresh IMEIs, references unique to this run) and searches for them. The
 * changes-on-recheck scenario is searched by one test only: the simulator counts its searches per server process.
 */

const run = `${Date.now().toString(36)}${randomInt(1_000, 10_000)}`.toUpperCase();

async function openReview(page: Page, imei: string): Promise<Locator> {
  await search(page, imei);
  await expect(bodyRows(page)).toHaveCount(1);
  const menu = await openRowMenu(page, imei);
  await menu.getByRole('menuitem', { name: 'Review Claim' }).click();
  const review = page.getByRole('dialog', { name: 'Review Claim' });
  await expect(review.getByText(`IMEI ${imei}`, { exact: true })).toBeVisible();
  return review;
}

const section = (scope: Locator, title: string) => scope.getByRole('region', { name: title, exact: true });

/** Today in the browser's time zone (UTC, playwright.config.ts), as the table shows dates. */
function todayUtc(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getUTCMonth() + 1)}/${pad(now.getUTCDate())}/${now.getUTCFullYear()}`;
}

test.describe('Claims Review', () => {
  test('lists checks newest first and finds them by IMEI fragment and by claim reference', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const checks = [1, 2, 3].map((n) => ({ imei: makeImei(), reference: `CLM-REV-${run}-${n}` }));
    await signIn(page, 'member@demo.test');
    await recordChecks(page, checks);
    await openClaimsReview(page);

    // The run's references share a prefix: searching it lists exactly these three, newest first.
    await search(page, `CLM-REV-${run}`);
    const newestFirst = [...checks].reverse();
    await expect(bodyRows(page)).toHaveCount(3);
    for (const [index, { imei, reference }] of newestFirst.entries()) {
      // The first cell is the row's selection box (the work queue's bulk actions).
      const cells = bodyRows(page).nth(index).getByRole('cell');
      await expect(cells.nth(1)).toHaveText(todayUtc());
      await expect(cells.nth(2)).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
      await expect(cells.nth(3)).toHaveText(imei);
      await expect(cells.nth(4)).toHaveText('Green');
      await expect(cells.nth(5)).toHaveText('Accidental Damage');
      await expect(cells.nth(6)).toHaveText(reference);
    }
    const times = await bodyRows(page).evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''),
    );
    expect([...times].sort().reverse()).toEqual(times);

    // By an IMEI fragment: the serial number and check digit of the second check.
    const [, second] = checks;
    if (!second) throw new Error('three checks were recorded');
    await search(page, second.imei.slice(8));
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(rowOf(page, second.imei)).toContainText(second.reference);

    // By a whole claim reference.
    const third = checks[2];
    if (!third) throw new Error('three checks were recorded');
    await search(page, third.reference);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(rowOf(page, third.imei)).toContainText(third.reference);

    const nonsense = `zz-nothing-${run}`;
    await search(page, nonsense);
    await expect(checksTable(page).getByText(`No checks found matching "${nonsense}"`)).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: /\d{15}/ })).toHaveCount(0);

    // A member may review but not delete.
    await search(page, third.imei);
    const menu = await openRowMenu(page, third.imei);
    await expect(menu.getByRole('menuitem')).toHaveText(['Review Claim', 'Settle Claim', 'Deny Claim']);
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  test("a re-check that finds changes: 'Changes Detected', the new status, the history and its JSON", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const imei = makeScenarioImei('changes-on-recheck');
    await signIn(page, 'member@demo.test');
    // The intake is the scenario's first search (clean), the re-check its second (activated, blocked, 1 claim).
    await recordChecks(page, [{ imei, reference: `CLM-REV-${run}-RECHECK` }]);
    await openClaimsReview(page);
    const review = await openReview(page, imei);

    const status = section(review, 'Current Status');
    await expect(status.getByText('NOT ACTIVATED', { exact: true })).toBeVisible();
    await expect(section(status, 'Network Block (GSMA)').getByText('Not Blocked')).toBeVisible();
    await status.getByRole('button', { name: 'Re-Check' }).click();

    const changes = toast(page, 'Changes Detected');
    await expect(changes).toBeVisible();
    await expect(changes).toContainText('Lock status: notactivated → activated');
    await expect(changes).toContainText('GSMA Blacklist: Clear → Blocked');
    await expect(changes).toContainText('Claims found: 0 → 1');

    await expect(status.getByText('ACTIVATED', { exact: true })).toBeVisible();
    await expect(section(status, 'Network Block (GSMA)').getByText('Blocked', { exact: true })).toBeVisible();
    await expect(status.getByText('1 claim found in the device-history registry')).toBeVisible();
    await expect(
      section(status, 'Device History Certificate').getByText('Red', { exact: true }),
    ).toBeVisible();

    const history = section(review, 'Review History');
    const entries = history.getByRole('list', { name: 'Review history entries' }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('Re-check 1');
    await expect(entries.nth(0)).toContainText('Latest');
    await expect(entries.nth(1)).toContainText('Original Check');
    await expect(entries.nth(1)).toContainText('Original');

    // The latest entry opens to its facts and JSON actions.
    const latest = entries.nth(0);
    await latest.getByRole('button', { name: /Re-check 1/ }).click();
    await expect(latest.getByText('Blocked', { exact: true })).toBeVisible();
    await latest.getByRole('button', { name: 'View JSON' }).click();
    const viewer = page.getByRole('dialog', { name: 'Re-check 1 response' });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText(`"serial": "${imei}"`);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(review).toBeVisible();

    const recheckDownload = page.waitForEvent('download');
    await latest.getByRole('button', { name: 'Download' }).click();
    expect((await recheckDownload).suggestedFilename()).toMatch(new RegExp(`^recheck_${imei}_.+\\.json$`));
    await expectToast(page, 'Downloaded!');

    const original = entries.nth(1);
    await original.getByRole('button', { name: /Original Check/ }).click();
    const originalDownload = page.waitForEvent('download');
    await original.getByRole('button', { name: 'Download' }).click();
    expect((await originalDownload).suggestedFilename()).toMatch(
      new RegExp(`^original_check_${imei}_.+\\.json$`),
    );
  });

  test("a change to 'Total Loss' asks for the FNOL date first", async ({ page }) => {
    const imei = makeImei();
    await signIn(page, 'member@demo.test');
    await recordChecks(page, [{ imei, reference: `CLM-REV-${run}-TL` }]);
    await openClaimsReview(page);
    const review = await openReview(page, imei);

    const claimType = review.getByRole('combobox', { name: 'Claim Type' });
    await expect(claimType).toHaveText('Accidental Damage');
    await expect(claimType).toBeEnabled();
    await claimType.click();
    await page.getByRole('option', { name: /^Total Loss/ }).click();

    const fnol = page.getByRole('dialog', { name: 'Set FNOL Date' });
    await expect(fnol).toBeVisible();
    const confirm = fnol.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await fnol.getByLabel('Loss Date').fill('2024-05-01');
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expectToast(page, 'Claim type updated and FNOL date set.');
    await expect(fnol).toHaveCount(0);
    await expect(claimType).toHaveText('Total Loss');
    await expect(section(review, 'General Information')).toContainText('Yes (Loss Date: 05/01/2024)');
  });

  test("a super admin deletes a check after 'Are you sure?'", async ({ page }) => {
    const imei = makeImei();
    await signIn(page, 'member@demo.test');
    await recordChecks(page, [{ imei, reference: `CLM-REV-${run}-DEL` }]);

    await page.context().clearCookies();
    await signIn(page, 'super@demo.test');
    await openClaimsReview(page);
    await search(page, imei);
    await expect(bodyRows(page)).toHaveCount(1);
    const menu = await openRowMenu(page, imei);
    await menu.getByRole('menuitem', { name: 'Delete', exact: true }).click();

    const confirmation = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirmation).toContainText('This action cannot be undone.');
    await confirmation.getByRole('button', { name: 'Delete' }).click();

    await expectToast(page, 'Check Deleted');
    await expect(confirmation).toHaveCount(0);
    await expect(rowOf(page, imei)).toHaveCount(0);
    await expect(checksTable(page).getByText(`No checks found matching "${imei}"`)).toBeVisible();
  });

  test('pages through the checks: page sizes, Next and Previous, and the footer counts', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'member@demo.test');
    // 27 checks of this run, recorded through the API (the form is covered above); newest is CLM-PAGE-…-27.
    const reference = (n: number) => `CLM-PAGE-${run}-${String(n).padStart(2, '0')}`;
    for (let n = 1; n <= 27; n += 1) {
      const response = await page.request.post('/api/v1/checks', {
        headers: { origin: new URL(page.url()).origin },
        data: { imei: makeImei(), reference: reference(n), claimType: 'Theft', fnol: false, lossDate: null },
      });
      expect(response.status()).toBe(201);
    }
    await openClaimsReview(page);
    await search(page, `CLM-PAGE-${run}`);
    const footer = page.getByText(/^Showing \d+ to \d+ of \d+ records$/);
    await expect(footer).toHaveText('Showing 1 to 25 of 27 records');
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(bodyRows(page).first()).toContainText(reference(27));
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(footer).toHaveText('Showing 26 to 27 of 27 records');
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(bodyRows(page).last()).toContainText(reference(1));
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(footer).toHaveText('Showing 1 to 27 of 27 records');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(page).toHaveURL(/pageSize=50/);
  });

  test('sorts the review history and copies the original response', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const imei = makeImei();
    await signIn(page, 'member@demo.test');
    await recordChecks(page, [{ imei, reference: `CLM-REV-${run}-SORT` }]);
    await openClaimsReview(page);
    const review = await openReview(page, imei);
    await section(review, 'Current Status').getByRole('button', { name: 'Re-Check' }).click();
    await expectToast(page, 'No Changes');

    const history = section(review, 'Review History');
    const entries = history.getByRole('list', { name: 'Review history entries' }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Re-check 1');
    await history.getByRole('button', { name: 'Newest First' }).click();
    await expect(history.getByRole('button', { name: 'Oldest First' })).toBeVisible();
    await expect(entries.first()).toContainText('Original Check');

    await section(review, 'Full Original Response').getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Copied!');
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied).toMatchObject({ serial: imei, blocklist: { blocked: false } });
  });

  test("a super admin deletes every check of a device with 'Delete all for IMEI'", async ({ page }) => {
    const imei = makeImei();
    await signIn(page, 'member@demo.test');
    await recordChecks(page, [{ imei, reference: `CLM-REV-${run}-ALL` }]);
    await page.context().clearCookies();
    await signIn(page, 'super@demo.test');
    await openClaimsReview(page);
    await search(page, imei);
    const menu = await openRowMenu(page, imei);
    await menu.getByRole('menuitem', { name: 'Delete all for IMEI' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirmation).toContainText(`all checks for IMEI ${imei.slice(0, 14)}*`);
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Checks Deleted');
    await expect(checksTable(page).getByText(`No checks found matching "${imei}"`)).toBeVisible();
  });
});

test.describe('Claims Review: the report and the address', () => {
  test('the Review dialog of a stolen red device shows the verdict and the police record', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const imei = makeScenarioImei('stolen');
    // Other Mutual's handler: the same kind of device as Claims Intake's spec checks for Demo Insurance.
    await signIn(page, 'member@other.test');
    await recordChecks(page, [{ imei }]);
    await openClaimsReview(page);
    await search(page, imei);
    await expect(rowOf(page, imei).getByRole('cell').nth(4)).toHaveText(/^Red · \d+ warnings?$/);
    const review = await openReview(page, imei);

    const status = section(review, 'Current Status');
    await expect(status.getByText(/warning signs?: .*red certificate, stolen records/)).toBeVisible();
    const certificate = section(status, 'Device History Certificate');
    await expect(certificate.getByText('Red', { exact: true })).toBeVisible();
    await expect(certificate.getByText(/^\d{9}$/)).toBeVisible();
    const stolen = section(status, 'Stolen');
    await expect(stolen).toContainText('Reported stolen (1 record)');
    await expect(stolen).toContainText('bedfordshire');
    await expect(stolen).toContainText('BF/08/1090');
    await expect(stolen).toContainText('POLICE');
  });

  test('a bad date in the address shows the list and names it, not an error screen', async ({ page }) => {
    await signIn(page, 'member@demo.test', { at: '/dashboard/check-history?from=27/11/2026&verdict=purple' });
    await expect(page.getByRole('heading', { name: 'Claims Review', level: 1 })).toBeVisible();
    await expect(
      page.getByText(
        'The address\'s "from" filter "27/11/2026" was left out: Dates must be given as YYYY-MM-DD.',
      ),
    ).toBeVisible();
    await expect(page.getByText('The address\'s "verdict" filter "purple" was left out')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(checksTable(page)).toBeVisible();

    await page.goto('/dashboard/accepted-claims?from=2026-03-02&to=2026-03-01');
    await expect(page.getByText('The "from" date must not be after the "to" date')).toBeVisible();
    await expect(page.getByText(/Failed to load/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).not.toHaveURL(/from=/);
    await expect(page.getByText('The "from" date must not be after the "to" date')).toHaveCount(0);
  });
});
