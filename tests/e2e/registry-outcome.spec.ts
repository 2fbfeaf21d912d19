import { randomInt } from 'node:crypto';
import { registryMessages } from '@/domain/registry-messages';
import { registryScenarioImei } from '../../simulators/device-history/registry-scenarios';
import { signIn } from '../support/e2e-auth';
import { checkDevice, openClaimsIntake } from '../support/e2e-intake';
import { searchRegister, waitForRegistryStatus } from '../support/e2e-registers';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, test } from '../support/e2e-test';

test('a registration whose answer was lost shows "outcome unknown" with its risk, and an admin confirms it registered', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The simulator registers this device's claim and breaks the connection before answering.
  const imei = registryScenarioImei('submit-reset', String(randomInt(0, 10_000)).padStart(4, '0'));
  await signIn(page, 'admin@demo.test');
  await openClaimsIntake(page);
  await checkDevice(page, imei, { reference: `CLM-UNK-${imei.slice(-6)}` });
  await expectToast(page, 'Check Complete');
  await page.getByRole('button', { name: 'Settle Claim' }).click();
  const settle = page.getByRole('dialog', { name: 'Settle Claim' });
  await expect(settle.getByText('Nothing has changed since the original check.')).toBeVisible();
  await settle.getByRole('button', { name: 'Settle Claim' }).click();
  await expectToast(page, 'Claim Settled');

  // The worker sends the submission within a second or two of the settlement.
  await waitForRegistryStatus(page, imei, 'unknown');
  await sidebar(page).getByRole('link', { name: 'Settled Claims', exact: true }).click();
  await searchRegister(page, 'Search by IMEI or claim reference', imei);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: imei });
  await expect(row).toContainText('Outcome unknown');

  await row.getByRole('button', { name: `Actions for ${imei}` }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Settled Claim Details' });
  await expect(
    details.getByText(/^Registry: outcome unknown — The connection to the registry broke/),
  ).toBeVisible();
  await expect(details.getByText(registryMessages.unknownRisk)).toBeVisible();
  await expect(details.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await details.getByRole('button', { name: 'Confirm registered' }).click();
  const confirm = page.getByRole('dialog', { name: registryMessages.confirmTitle });
  await expect(confirm.getByText(registryMessages.confirmDescription)).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm registered' }).click();
  await expectToast(page, 'Registration confirmed');
  await expect(details.getByText('Registry: registered', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Confirm registered' })).toHaveCount(0);
});
