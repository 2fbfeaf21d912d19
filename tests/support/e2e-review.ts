import type { Locator, Page } from '@playwright/test';
import { checkDevice, intakeForm, openClaimsIntake } from './e2e-intake';
import { searchRegister } from './e2e-registers';
import { sidebar } from './e2e-shell';
import { expect, expectToast } from './e2e-test';

/** Records each check through the Claims Intake form, in order, and leaves the form ready for the next. */
export async function recordChecks(page: Page, entries: Array<{ imei: string; reference?: string }>) {
  await openClaimsIntake(page);
  for (const { imei, reference } of entries) {
    await checkDevice(page, imei, reference ? { reference } : {});
    await expectToast(page, 'Check Complete');
    await intakeForm(page).searchAgain.click();
    await expect(intakeForm(page).imei).toHaveValue('');
  }
}

export async function openClaimsReview(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Claims Review', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/check-history/);
  await expect(page.getByRole('heading', { name: 'Claims Review', level: 1 })).toBeVisible();
}

export const checksTable = (page: Page) => page.getByRole('table', { name: 'Checks' });
/** The table's body rows (the header row has no cells; skeleton rows are hidden). */
export const bodyRows = (page: Page) =>
  checksTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** The row of this IMEI (by its IMEI cell: the empty-search row quotes the search text). */
export const rowOf = (page: Page, imei: string) =>
  bodyRows(page).filter({ has: page.getByRole('cell', { name: imei, exact: true }) });

export async function search(page: Page, text: string) {
  await searchRegister(page, 'Search by IMEI or claim reference', text);
}

export async function openRowMenu(page: Page, imei: string): Promise<Locator> {
  await rowOf(page, imei)
    .getByRole('button', { name: `Actions for ${imei}` })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Review Claim' })).toBeVisible();
  return menu;
}
