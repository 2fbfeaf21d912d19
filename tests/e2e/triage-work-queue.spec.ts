import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { scenarioImei } from '../../simulators/device-history/scenarios';
import { signIn } from '../support/e2e-auth';
import { fillIntake, intakeForm, openClaimsIntake } from '../support/e2e-intake';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, test } from '../support/e2e-test';

// Other Mutual's own rules: no other journey scores a claim of that organization by them.
const ADMIN = 'admin@other.test';

/** The Triage rules card's rule of that name. */
async function ruleNamed(page: Page, name: string) {
  const rules = page.getByRole('group', { name: /^Rule \d+$/ });
  await expect(rules.first()).toBeVisible();
  for (let index = 0; index < (await rules.count()); index++) {
    const rule = rules.nth(index);
    if ((await rule.getByLabel('Name', { exact: true }).inputValue()) === name) return rule;
  }
  throw new Error(`no rule named ${name}`);
}

async function setBlocklistedPoints(page: Page, points: number) {
  await sidebar(page).getByRole('link', { name: 'Org Admin Panel' }).click();
  const rule = await ruleNamed(page, 'blocklisted');
  await rule.getByLabel('Points', { exact: true }).fill(String(points));
}

test('an admin weighs a blocked device less, previews and saves it; the intake is routed to review and says why; the handler works the claim from My claims', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await setBlocklistedPoints(page, 10);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expectToast(page, 'Triage rules saved');

  try {
    // A blocked device with a red certificate: 10 + 20 points, a review now (60, a referral, under the default rules).
    const imei = scenarioImei('blocked', String(randomInt(1000)).padStart(3, '0'));
    const reference = `REF-${randomInt(1_000_000)}`;
    await openClaimsIntake(page);
    await fillIntake(page, { imei, reference, claimType: 'Liquid Damage' });
    await intakeForm(page).search.click();
    await expect(page.getByText(/^Score 30 · rules version \d+$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Triage reasons' })).toContainText(
      'The device is on a network blocklist (+10)',
    );

    // Claims Review: the handler takes the claim and finds it in My claims, then denies it from the queue.
    await sidebar(page).getByRole('link', { name: 'Claims Review' }).click();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Review · 30');
    await row.getByRole('checkbox', { name: `Select ${reference}` }).check();
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expectToast(page, '1 claim assigned.');
    await page.getByRole('button', { name: 'My claims' }).click();
    await expect(page).toHaveURL(/assignee=me/);
    await expect(row).toBeVisible();
    await row.getByRole('checkbox', { name: `Select ${reference}` }).check();
    await page.getByRole('button', { name: 'Deny…' }).click();
    const deny = page.getByRole('dialog', { name: 'Deny 1 claim' });
    await deny.getByRole('combobox', { name: 'Denial Reason' }).click();
    await page.getByRole('option').first().click();
    await deny.getByRole('button', { name: 'Deny 1 claim' }).click();
    await expectToast(page, 'Success', '1 claim denied.');
    await expect(row).toHaveCount(0);
  } finally {
    await setBlocklistedPoints(page, 40);
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expectToast(page, 'Triage rules saved');
  }
});
