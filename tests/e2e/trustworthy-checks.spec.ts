import { makeImei, makeScenarioImei } from '../fixtures/make-imei';
import { signIn } from '../support/e2e-auth';
import { checkDevice, expectTone, openClaimsIntake, resultCard } from '../support/e2e-intake';
import { searchRegister, waitForRegistryStatus } from '../support/e2e-registers';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, test } from '../support/e2e-test';

/* Each attempt of a test checks devices of its own: a fresh variant of its scenario, or fresh IMEIs. */

test.beforeEach(async ({ page }) => {
  await signIn(page, 'member@demo.test');
});

test('a red certificate whose answer reports nothing else says so, card by card, and never looks clean', async ({
  page,
}) => {
  await openClaimsIntake(page);
  await checkDevice(page, makeScenarioImei('core-only-red'));
  await expectToast(page, 'Check Complete');

  await expect(resultCard(page, 'Device History Certificate')).toContainText('Red');
  for (const title of [
    'Claims in the Device-History Registry',
    'Network Block (GSMA)',
    'Device Lock Status',
    'Stolen',
    'Found',
    'Lost',
  ]) {
    const card = resultCard(page, title);
    await expect(card).toContainText('Not reported by the provider');
    await expectTone(card, 'neutral');
  }
  for (const clean of [
    'Not Blocked',
    'No claims found in the device-history registry',
    'No stolen records',
    'No warning signs in this report',
  ]) {
    await expect(page.getByText(clean, { exact: true })).toHaveCount(0);
  }
});

test('Settled Claim Details show the status at intake and at settlement, and the registry registration', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const imei = makeImei();
  await openClaimsIntake(page);
  await checkDevice(page, imei, { reference: `CLM-REG-${imei.slice(-6)}` });
  await expectToast(page, 'Check Complete');
  await page.getByRole('button', { name: 'Settle Claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle Claim' });
  await expect(dialog.getByText('Nothing has changed since the original check.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Settle Claim' }).click();
  await expectToast(page, 'Claim Settled');

  // The worker sends the submission within a second or two of the settlement.
  await waitForRegistryStatus(page, imei, 'registered');
  await sidebar(page).getByRole('link', { name: 'Settled Claims', exact: true }).click();
  await searchRegister(page, 'Search by IMEI or claim reference', imei);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: imei });
  await expect(row).toContainText('Registered');

  await row.getByRole('button', { name: `Actions for ${imei}` }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Settled Claim Details' });
  await expect(details.getByRole('heading', { name: 'At intake', exact: true })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'At settlement', exact: true })).toBeVisible();
  await expect(details.getByText(/Registry: registered \(CLAIMSCHECK:CLAIM:[0-9a-f-]{36}\)/)).toBeVisible();
  await expect(details.getByText(`CLM-REG-${imei.slice(-6)}`)).toBeVisible();
  await expect(details.getByText(/Settled despite/)).toHaveCount(0);
});
