import type { Locator, Page } from '@playwright/test';
import { format, subDays } from 'date-fns';
import { scenarioImei } from '../../simulators/device-history/scenarios';
import { makeImei, makeScenarioImei, withWrongCheckDigit } from '../fixtures/make-imei';
import { signIn } from '../support/e2e-auth';
import {
  checkDevice,
  detail,
  expectTone,
  fillIntake,
  intakeForm,
  openClaimsIntake,
  resultCard,
  tableRows,
} from '../support/e2e-intake';
import { expectNoSidewaysScroll } from '../support/e2e-layout';
import { expect, expectToast, failedRequest, test, toast } from '../support/e2e-test';

/*
 * One journey per scenario. The run's database is shared by every spec, and a device can be checked once per
 * organisation, so each attempt of a test checks devices of its own: a fresh variant of its scenario, or fresh IMEIs.
 */

test.beforeEach(async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await openClaimsIntake(page);
});

test.describe('Claims Intake results', () => {
  test('a clean device: every card safe, nothing on record', async ({ page }) => {
    const imei = makeScenarioImei('clean');
    await expect(page.getByRole('button', { name: /Simulated data/ })).toBeVisible();
    await checkDevice(page, imei, { reference: 'CLM-E2E-1' });

    await expectToast(page, 'Check Complete', 'Claims intake completed successfully and saved to history.');
    await expect(page.getByText('No warning signs in this report')).toBeVisible();
    await expect(page.getByText(`IMEI ${imei} · Accidental Damage · Reference CLM-E2E-1`)).toBeVisible();

    const device = resultCard(page, 'Device Information');
    await expect(detail(device, 'Serial / IMEI')).toHaveText(imei);
    await expect(detail(device, 'Well-formed IMEI')).toHaveText('Yes');
    await expect(detail(device, 'Manufacturer')).toHaveText('APPLE');
    await expect(detail(device, 'Model')).toHaveText('IPHONE 7');

    const safe: Array<[string, string]> = [
      ['Claims in the Device-History Registry', 'No claims found'],
      ['Network Block (GSMA)', 'Not Blocked'],
      ['Device Lock Status', 'NOT ACTIVATED'],
      ['Device History Certificate', 'Green'],
      ['Stolen', 'No stolen records'],
      ['Found', 'No found records'],
      ['Lost', 'No lost records'],
    ];
    for (const [title, status] of safe) {
      await expect(resultCard(page, title)).toContainText(status);
      await expectTone(resultCard(page, title), 'safe');
    }
    await expect(detail(resultCard(page, 'Device History Certificate'), 'Certificate ID')).toHaveText(
      /^\d{9}$/,
    );
    await expect(resultCard(page, 'Certificate Last Searched')).toContainText('Never');
    await expect(resultCard(page, 'Ownership')).toContainText('No ownership records');
    await expect(resultCard(page, 'Searches by Other Insurers')).toContainText(
      'No searches by other insurers',
    );
    await expect(resultCard(page, 'GSMA Block History Details')).toContainText('No block history');
    await expect(resultCard(page, 'GSMA Block History Details')).toContainText(
      'A block can take up to 24 hours to show here',
    );
  });

  test("a blocked device: the first block with '+2 more', every block in the history", async ({ page }) => {
    await checkDevice(page, makeScenarioImei('blocked'));

    const block = resultCard(page, 'Network Block (GSMA)');
    await expect(block).toContainText('Blocked');
    await expectTone(block, 'danger');
    await expect(detail(block, 'Network')).toHaveText('Vodafone UK');
    await expect(detail(block, 'Event type')).toHaveText('BLOCKED');
    await expect(detail(block, 'Date')).toHaveText('Nov 02, 2023');
    await expect(block).toContainText('+2 more in GSMA Block History Details');

    const history = resultCard(page, 'GSMA Block History Details');
    await expect(history).toContainText('3 block records');
    await expect(tableRows(history)).toHaveText([
      ['Network', 'Event type', 'Date', 'Reason'].join(''),
      'Vodafone UKBLOCKEDNov 02, 2023 09:14:00STOLEN',
      'EEBLOCKEDNov 05, 2023 17:40:00LOST',
      'EEUNBLOCKEDJan 10, 2024 11:00:00CUSTOMER REQUEST',
    ]);
    await expect(resultCard(page, 'Device History Certificate')).toContainText('Red');
    await expectTone(resultCard(page, 'Device History Certificate'), 'danger');
    await expect(page.getByText(/2 warning signs: network blocked, red certificate/)).toBeVisible();

    // The history table scrolls sideways inside its card on a phone; the page keeps the window's width.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoSidewaysScroll(page);
    }
    await expect(history.getByText('Scroll sideways to see more')).toBeVisible();
    await expect(history.getByRole('region', { name: 'GSMA Block History Details' })).toBeVisible();
  });

  const LOCK_SCENARIOS = [
    { scenario: 'lock-activated', status: 'ACTIVATED', tone: 'danger', certificate: 'Green' },
    { scenario: 'lock-lost', status: 'LOST', tone: 'danger', certificate: 'Red' },
    { scenario: 'lock-notactivated', status: 'NOT ACTIVATED', tone: 'safe', certificate: 'Green' },
    { scenario: 'lock-notapplicable', status: 'NOT APPLICABLE', tone: 'safe', certificate: 'Green' },
  ] as const;
  for (const { scenario, status, tone, certificate } of LOCK_SCENARIOS) {
    test(`the ${scenario} scenario shows the lock status ${status} as ${tone}`, async ({ page }) => {
      await checkDevice(page, makeScenarioImei(scenario));
      const lock = resultCard(page, 'Device Lock Status');
      await expect(lock.locator('p > span').first()).toHaveText(status);
      await expectTone(lock, tone);
      await expect(resultCard(page, 'Device History Certificate')).toContainText(certificate);
      const warning = page.getByText(/warning signs?: .*device lock active/);
      await expect(warning).toHaveCount(tone === 'danger' ? 1 : 0);
    });
  }

  test('a red certificate with nothing on record: the verdict decides, not the lists', async ({ page }) => {
    await checkDevice(page, makeScenarioImei('red-certificate'));
    const certificate = resultCard(page, 'Device History Certificate');
    await expect(certificate).toContainText('Red');
    await expect(certificate).toContainText('overridden');
    await expectTone(certificate, 'danger');
    for (const title of [
      'Network Block (GSMA)',
      'Stolen',
      'Found',
      'Lost',
      'Claims in the Device-History Registry',
    ])
      await expectTone(resultCard(page, title), 'safe');
    await expect(page.getByText('1 warning sign: red certificate')).toBeVisible();
  });

  test('a stolen device: the police record on the Stolen card', async ({ page }) => {
    await checkDevice(page, makeScenarioImei('stolen'));
    const stolen = resultCard(page, 'Stolen');
    await expect(stolen).toContainText('Reported stolen (1 record)');
    await expectTone(stolen, 'danger');
    await expect(detail(stolen, 'Date')).toHaveText('Mar 03, 2024');
    await expect(detail(stolen, 'Police force')).toHaveText('bedfordshire');
    await expect(detail(stolen, 'Crime reference')).toHaveText('BF/08/1090');
    await expect(detail(stolen, 'Reported by')).toHaveText('POLICE');
    await expect(resultCard(page, 'Device History Certificate')).toContainText('Red');
  });

  test("earlier searches by other insurers, a missing phone shown as 'Not Known'", async ({ page }) => {
    await checkDevice(page, makeScenarioImei('earlier-searches'));
    const searches = resultCard(page, 'Searches by Other Insurers');
    await expect(searches).toContainText('3 searches by other insurers');
    await expect(tableRows(searches)).toHaveText([
      'Search date/timeInsurerInsurer phone',
      'May 02, 2024 14:05:00Insurer A0300 000 0002',
      'May 09, 2024 09:41:00Insurer B0300 000 0003',
      'May 11, 2024 16:20:00Insurer CNot Known',
    ]);
    await expect(resultCard(page, 'Certificate Last Searched')).toContainText('May 11, 2024 16:20:00');
  });
});

/** Runs `action` and expects one more toast with this title and text than there was before. */
async function expectNewNotice(page: Page, title: string, message: string, action: () => Promise<void>) {
  const notices = toast(page, title).filter({ hasText: message });
  const before = await notices.count();
  await action();
  await expect(notices).toHaveCount(before + 1);
}

test.describe('Claims Intake form', () => {
  test('shows the first failing rule, in the spec order, and records the check once all pass', async ({
    page,
  }) => {
    const form = intakeForm(page);
    const pressEnter = () => form.imei.press('Enter');
    const validation = (message: string) => expectNewNotice(page, 'Validation Error', message, pressEnter);
    const invalidImei = (message: string) => expectNewNotice(page, 'Invalid IMEI', message, pressEnter);

    await expect(form.search).toBeDisabled();
    await validation('Please enter an IMEI number');
    await form.imei.fill('not an imei');
    await expect(form.search).toBeDisabled();
    await validation('Please select a claim type');
    await fillIntake(page, { claimType: 'Total Loss' });
    await validation('FNOL (First Notice of Loss) is required for total loss claims');
    await fillIntake(page, { fnol: true });
    await validation('Loss Date is required when FNOL is checked');
    await fillIntake(page, { lossDate: '2024-05-01' });
    // Non-digits are stripped first: letters alone are an empty IMEI.
    await invalidImei('IMEI cannot be empty');
    await fillIntake(page, { imei: '35332811000001' });
    await expectNewNotice(page, 'Invalid IMEI', 'IMEI must be exactly 15 digits', () => form.search.click());
    const imei = makeImei();
    await fillIntake(page, { imei: withWrongCheckDigit(imei) });
    await invalidImei('Invalid IMEI - failed Luhn check');

    await fillIntake(page, { imei });
    await form.search.click();
    await expectToast(page, 'Check Complete');
    await expect(page.getByText(`IMEI ${imei} · Total Loss · FNOL, loss on May 01, 2024`)).toBeVisible();
  });

  test('the loss date calendar reaches a hundred years back, offers no day after today and works from the keyboard', async ({
    page,
  }) => {
    const form = intakeForm(page);
    await fillIntake(page, { fnol: true });
    await form.lossDate.focus();
    await page.keyboard.press('Enter');
    const years = page.getByRole('combobox', { name: 'Choose the Year' }).locator('option');
    const thisYear = new Date().getFullYear();
    await expect(years.first()).toHaveText(String(thisYear - 100));
    await expect(years.last()).toHaveText(String(thisYear));
    await expect(page.getByRole('button', { name: 'Go to the Next Month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('button', { name: /^Today, / })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(form.lossDate).toHaveText(format(subDays(new Date(), 1), 'MM/dd/yyyy'));
    await expect(form.lossDate).toBeFocused();
  });

  test("a repeat of a checked IMEI gives 'IMEI Previously Checked' with the date", async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(failedRequest(409, /\/api\/v1\/checks$/, 'the same device is checked twice'));
    const imei = makeImei();
    await checkDevice(page, imei);
    await intakeForm(page).searchAgain.click();

    await fillIntake(page, { imei, claimType: 'Theft' });
    await intakeForm(page).search.click();
    await expectToast(
      page,
      'IMEI Previously Checked',
      `This IMEI was already checked on ${format(new Date(), 'MM/dd/yyyy')}. Find it in Claims Review.`,
    );
    await expect(page.getByRole('heading', { name: 'Check Results' })).toHaveCount(0);
    await expect(intakeForm(page).search).toBeEnabled();
  });

  test("'Search Again' clears the result and the form, ready for the next IMEI", async ({ page }) => {
    const form = intakeForm(page);
    await checkDevice(page, makeImei(), {
      reference: 'CLM-E2E-2',
      claimType: 'Loss',
      fnol: true,
      lossDate: '2024-06-30',
    });
    await expect(form.imei).toBeDisabled();
    await expect(form.search).toBeDisabled();

    await form.searchAgain.click();
    await expect(page.getByRole('heading', { name: 'Check Results' })).toHaveCount(0);
    await expect(form.searchAgain).toHaveCount(0);
    await expect(form.imei).toHaveValue('');
    await expect(form.imei).toBeFocused();
    await expect(form.reference).toHaveValue('');
    await expect(form.claimType).toHaveText('Select a claim type');
    await expect(form.fnol).not.toBeChecked();
    await expect(form.lossDate).toHaveCount(0);
    await expect(form.search).toBeDisabled();

    const next = makeImei();
    await checkDevice(page, next);
    await expect(detail(resultCard(page, 'Device Information'), 'Serial / IMEI')).toHaveText(next);
  });

  test("a provider fault shows 'Check Failed' and records nothing, so trying again fails the same way", async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(
      failedRequest(502, /\/api\/v1\/checks$/, 'the device-history service fails on purpose'),
    );
    const form = intakeForm(page);
    const unavailable = 'The device-history service is unavailable at the moment. Please try again shortly.';
    await fillIntake(page, { imei: scenarioImei('server-error'), claimType: 'Theft' });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expectNewNotice(page, 'Check Failed', unavailable, () => form.search.click());
      await expect(page.getByRole('heading', { name: 'Check Results' })).toHaveCount(0);
      await expect(form.search).toBeEnabled();
    }
    await expect(toast(page, 'IMEI Previously Checked')).toHaveCount(0);
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a locator settles: its box once two reads 100 ms apart agree (a toast slides in). */
async function settledBox(locator: Locator): Promise<Box> {
  let previous: Box | null = null;
  for (;;) {
    const box = await locator.boundingBox();
    if (box && previous && JSON.stringify(box) === JSON.stringify(previous)) return box;
    previous = box;
    await locator.page().waitForTimeout(100);
  }
}

test.describe('Claims Intake results in view', () => {
  const layouts = [
    { name: 'a 1366x850 desktop', viewport: { width: 1366, height: 850 }, firstRow: 3 },
    { name: 'a 390x844 phone', viewport: { width: 390, height: 844 }, firstRow: 1 },
  ];
  for (const { name, viewport, firstRow } of layouts) {
    test(`on ${name} the results scroll into view and the notice covers none of the first row`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await checkDevice(page, makeImei());
      const heading = page.getByRole('heading', { name: 'Check Results' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      const topBar = await settledBox(page.getByRole('banner'));
      expect((await settledBox(heading)).y).toBeGreaterThanOrEqual(topBar.y + topBar.height);

      const notice = await settledBox(toast(page, 'Check Complete'));
      const titles = ['Device History Certificate', 'Stolen', 'Network Block (GSMA)'].slice(0, firstRow);
      for (const title of titles) {
        const header = resultCard(page, title).locator(':scope > div').first();
        await expect(header).toBeInViewport();
        expect(overlaps(notice, await settledBox(header)), `the notice covers ${title}`).toBe(false);
      }
    });
  }
});
