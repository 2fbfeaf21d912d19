import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { scenarioImei } from '../../simulators/device-history/scenarios';
import { signIn } from '../support/e2e-auth';
import { fillIntake, intakeForm, openClaimsIntake } from '../support/e2e-intake';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, test } from '../support/e2e-test';

// Other Mutual's admin: the records this journey holds and erases are its own claim's, by a reference of its own.
const ADMIN = 'admin@other.test';

async function findByReference(page: Page, reference: string) {
  const requests = page.getByRole('region', { name: 'Subject requests' });
  await requests.getByRole('combobox', { name: 'Search by' }).click();
  await page.getByRole('option', { name: 'Claim reference' }).click();
  await requests.getByLabel('Value').fill(reference);
  await requests.getByRole('button', { name: 'Find' }).click();
  await expect(requests.getByRole('table', { name: 'Records held' })).toBeVisible();
  return requests;
}

async function erase(page: Page, requests: ReturnType<Page['getByRole']>) {
  await requests.getByRole('button', { name: 'Erase…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Erase', exact: true }).click();
  const result = requests.getByRole('region', { name: 'Erasure result' });
  await expect(result).toBeVisible();
  return result;
}

test('a compliance officer sees what retention will do, holds a claim, is refused its erasure while held, then erases it and proves the audit log untouched', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const reference = `ERASE-${randomInt(1_000_000)}`;
  await openClaimsIntake(page);
  await fillIntake(page, {
    imei: scenarioImei('clean', String(randomInt(1000)).padStart(3, '0')),
    reference,
    claimType: 'Liquid Damage',
  });
  await intakeForm(page).search.click();
  await expect(page.getByText(/^Score \d+ · rules version \d+$/)).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Org Admin Panel' }).click();
  const retention = page.getByRole('region', { name: 'Data retention' });
  await expect(retention.getByRole('list', { name: 'Due at the next run' })).toContainText(
    'checks never decided would be deleted',
  );

  // On hold, the claim's open check is kept, and the erasure says why.
  await retention.getByRole('combobox', { name: 'Hold by' }).click();
  await page.getByRole('option', { name: 'Claim reference' }).click();
  await retention.getByLabel('Record').fill(reference);
  await retention.getByLabel('Reason').fill('Court case 7');
  await retention.getByRole('button', { name: 'Place hold' }).click();
  await expectToast(page, 'Hold placed');
  let requests = await findByReference(page, reference);
  let result = await erase(page, requests);
  await expect(result).toContainText('Nothing could be erased.');
  await expect(result.getByRole('list', { name: 'Records kept' })).toContainText(
    'On legal hold (Court case 7) until the hold is released.',
  );

  // Released, the erasure deletes it.
  await retention.getByRole('button', { name: `Release hold on Claim reference ${reference}` }).click();
  await expectToast(page, 'Hold released');
  requests = await findByReference(page, reference);
  result = await erase(page, requests);
  await expect(result).toContainText('Open checks deleted: 1');

  const audit = page.getByRole('region', { name: 'Audit Log' });
  await audit.getByRole('button', { name: 'Verify' }).click();
  await expect(audit.getByText(/^All \d+ events verified$/)).toBeVisible();
});
