import type { Locator, Page } from '@playwright/test';
import { makeImei, makeScenarioImei } from '../fixtures/make-imei';
import { signIn } from '../support/e2e-auth';
import { checkDevice, fillIntake, intakeForm, openClaimsIntake } from '../support/e2e-intake';
import { searchRegister, waitForRegistryStatus } from '../support/e2e-registers';
import { bodyRows, openClaimsReview, openRowMenu, recordChecks, search } from '../support/e2e-review';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';

/* Every test settles or denies devices of its own (fresh IMEIs), so a retry or another spec changes nothing here. */

/**
 * Opens the Settle Claim dialog from the intake result of a fresh check of `imei`, and waits for its re-verification:
 * the current report then appears above the form and moves it down (a click meanwhile would miss, a person's too).
 */
async function settleFromIntake(page: Page, imei: string): Promise<Locator> {
  await openClaimsIntake(page);
  await checkDevice(page, imei);
  await expectToast(page, 'Check Complete');
  await page.getByRole('button', { name: 'Settle Claim' }).click();
  return settleDialogOf(page, imei);
}

/** The open Settle Claim dialog of `imei`, once its re-verification has answered. */
async function settleDialogOf(page: Page, imei: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Settle Claim' });
  // The claim's summary names the device; the current report, once there, names it again.
  await expect(dialog.getByText(imei, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText('Verifying the current device status…')).toBeHidden();
  return dialog;
}

async function fillReplacement(dialog: Locator, replacementImei: string): Promise<void> {
  await dialog.getByRole('checkbox', { name: 'Claim includes replacement device' }).check();
  await dialog.getByLabel('Replacement IMEI').fill(replacementImei);
  await dialog.getByLabel('Make').fill('Apple');
  await dialog.getByLabel('Model').fill('iPhone 15');
  await dialog.getByLabel('Color').fill('Black');
  await dialog.getByLabel('Storage').fill('128GB');
}

/** The register's single row for `imei`, found through its search box (which matches either IMEI it lists). */
async function openRegister(page: Page, title: string, imei: string): Promise<Locator> {
  await sidebar(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const label =
    title === 'Replacement Devices'
      ? 'Search by replacement or original IMEI'
      : 'Search by IMEI or claim reference';
  await searchRegister(page, label, imei);
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: imei });
  await expect(rows).toHaveCount(1);
  return rows;
}

async function expectIntakeRefused(page: Page, imei: string, title: string): Promise<void> {
  await openClaimsIntake(page);
  await fillIntake(page, { imei, claimType: 'Accidental Damage' });
  await intakeForm(page).search.click();
  await expectToast(page, title);
}

test.describe('Settle and deny', () => {
  test('settling a device whose status changed since the check lists each change and waits for a reason, which the settled claim then shows', async ({
    page,
  }) => {
    // The simulator answers this device clean at its first search (the intake) and with a claim at another insurer
    // from the second on (the Settle dialog's re-verification); a fresh variant for each attempt.
    const imei = makeScenarioImei('claimed-elsewhere-later');
    const reason = `Customer's own block, lifted by O2 (${Date.now().toString(36)})`;
    await signIn(page, 'member@demo.test');
    const dialog = await settleFromIntake(page, imei);
    const changes = dialog.getByRole('alert').filter({ hasText: 'Device status changed since the check' });
    await expect(changes).toBeVisible();
    await expect(changes.getByRole('listitem')).not.toHaveCount(0);
    await expect(changes.getByRole('listitem').filter({ hasText: /claim/i })).not.toHaveCount(0);
    const settle = dialog.getByRole('button', { name: 'Settle Claim' });
    await expect(settle).toBeDisabled();
    await dialog.getByLabel('Reason for settling despite the changes').fill('   ');
    await expect(settle).toBeDisabled();
    await dialog.getByLabel('Reason for settling despite the changes').fill(reason);
    await expect(settle).toBeEnabled();
    await settle.click();
    await expectToast(page, 'Claim Settled', 'The claim has been successfully settled and recorded.');

    const settled = await openRegister(page, 'Settled Claims', imei);
    // Its current verdict: the re-verification's, green with the other insurer's claim as a warning sign.
    await expect(settled.getByRole('cell').nth(2)).toHaveText('Green · 1 warning');
    await settled.getByRole('button', { name: `Actions for ${imei}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Settled Claim Details' });
    await expect(details.getByText(/^Settled despite: /)).toBeVisible();
    await expect(details.getByText(reason)).toBeVisible();
    // The other insurer's claim (HA-55120) is in the current report, not in the intake's.
    await expect(details.getByRole('region', { name: 'Current Status' })).toContainText('HA-55120');
    await expect(details.getByRole('region', { name: 'Status at Intake' })).not.toContainText('HA-55120');
  });

  test('settles a claim with a replacement device from the intake result; the device then counts as settled', async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(failedRequest(409, /\/api\/v1\/checks$/, 'the settled device is checked again'));
    const imei = makeImei();
    await signIn(page, 'member@demo.test');
    const dialog = await settleFromIntake(page, imei);
    await expect(dialog.getByText('Nothing has changed since the original check.')).toBeVisible();

    await dialog.getByRole('checkbox', { name: 'Claim includes replacement device' }).check();
    await dialog.getByLabel('Make').fill('Apple');
    await dialog.getByRole('button', { name: 'Settle Claim' }).click();
    await expectToast(
      page,
      'Incomplete Replacement Information',
      'Please fill in all replacement device details.',
    );

    const replacement = makeImei('35678901');
    await fillReplacement(dialog, replacement);
    await dialog.getByLabel('Notes (optional)').fill('Swapped in store');
    await dialog.getByRole('button', { name: 'Settle Claim' }).click();
    await expectToast(page, 'Claim Settled', 'The claim has been successfully settled and recorded.');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Claim Settled' })).toBeDisabled();

    await openClaimsReview(page);
    await search(page, imei);
    await expect(page.getByText(`No checks found matching "${imei}"`)).toBeVisible();

    const settled = await openRegister(page, 'Settled Claims', imei);
    await expect(settled).toContainText('Apple iPhone 15');
    await expect(settled).toContainText(replacement);
    const devices = await openRegister(page, 'Replacement Devices', imei);
    await expect(devices).toContainText(replacement);

    await expectIntakeRefused(page, imei, 'IMEI Already Settled');
  });

  test('denies a check from Claims Review with a reason and a note; the device then counts as denied', async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(failedRequest(409, /\/api\/v1\/checks$/, 'the denied device is checked again'));
    const imei = makeImei();
    await signIn(page, 'member@demo.test');
    await recordChecks(page, [{ imei }]);
    await openClaimsReview(page);
    await search(page, imei);
    await expect(bodyRows(page)).toHaveCount(1);
    const menu = await openRowMenu(page, imei);
    await menu.getByRole('menuitem', { name: 'Deny Claim' }).click();

    const dialog = page.getByRole('dialog', { name: 'Deny Claim' });
    await expect(dialog.getByText(imei, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Deny Claim' }).click();
    await expectToast(page, 'Validation Error', 'Please select a denial reason.');
    await dialog.getByRole('combobox', { name: 'Denial Reason' }).click();
    await page.getByRole('option', { name: 'Fraud suspected' }).click();
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Police report 4471 names this IMEI');
    await dialog.getByRole('button', { name: 'Deny Claim' }).click();
    await expectToast(page, 'Claim Denied', 'Claim has been denied: Fraud suspected');
    await expect(page.getByText(`No checks found matching "${imei}"`)).toBeVisible();
    const denied = await openRegister(page, 'Denied Claims', imei);
    await expect(denied).toContainText('Fraud suspected');
    await denied.getByRole('button', { name: `Actions for ${imei}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const denial = page
      .getByRole('dialog', { name: 'Denied Claim Details' })
      .getByRole('region', { name: 'Denial' });
    await expect(denial).toContainText('Police report 4471 names this IMEI');
    await page.keyboard.press('Escape');

    await expectIntakeRefused(page, imei, 'IMEI Already Denied');
  });

  test('warns, without blocking, that a replacement device was handed out before', async ({ page }) => {
    const replacement = makeImei('35678901');
    const first = makeImei();
    await signIn(page, 'member@demo.test');
    const firstDialog = await settleFromIntake(page, first);
    await fillReplacement(firstDialog, replacement);
    await firstDialog.getByRole('button', { name: 'Settle Claim' }).click();
    await expectToast(page, 'Claim Settled');
    await intakeForm(page).searchAgain.click();

    const dialog = await settleFromIntake(page, makeImei());
    await fillReplacement(dialog, replacement);
    const warning = dialog.getByRole('status').filter({ hasText: 'Replacement IMEI used before' });
    await expect(warning).toContainText(`Claim for IMEI ${first}`);
    await dialog.getByRole('button', { name: 'Settle Claim' }).click();
    await expectToast(page, 'Claim Settled');
  });

  test('a super admin deletes a settled claim with the claim behind it, so the device is taken in and settled again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const imei = makeImei();
    await signIn(page, 'super@demo.test');
    const dialog = await settleFromIntake(page, imei);
    await fillReplacement(dialog, makeImei('35678901'));
    await dialog.getByRole('button', { name: 'Settle Claim' }).click();
    await expectToast(page, 'Claim Settled');
    // Registered with the registry: the device's certificate now reads red, with our claim.
    await waitForRegistryStatus(page, imei, 'registered');

    const settledRow = await openRegister(page, 'Settled Claims', imei);
    await settledRow.getByRole('button', { name: `Actions for ${imei}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirmation).toContainText('with the claim behind it and its replacement device');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`No settled claims found matching "${imei}"`)).toBeVisible();

    await recordChecks(page, [{ imei }]);
    await openClaimsReview(page);
    await search(page, imei);
    await (await openRowMenu(page, imei)).getByRole('menuitem', { name: 'Settle Claim' }).click();
    // The registry still holds the deleted settlement's claim: settling again names why.
    const again = await settleDialogOf(page, imei);
    await expect(again.getByRole('alert')).toContainText('Verdict: green → red');
    await again
      .getByRole('textbox', { name: 'Reason for settling despite the changes' })
      .fill('Our own earlier registration, deleted in error');
    await again.getByRole('button', { name: 'Settle Claim' }).click();
    await expectToast(page, 'Claim Settled');
  });
});
