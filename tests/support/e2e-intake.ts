import type { Locator, Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { sidebar } from './e2e-shell';
import { expect } from './e2e-test';

export interface IntakeEntry {
  imei?: string;
  reference?: string;
  claimType?: string;
  fnol?: boolean;
  lossDate?: string;
}

/** The Claims Intake screen's controls, by their labels and names. */
export function intakeForm(page: Page) {
  return {
    imei: page.getByLabel('IMEI', { exact: true }),
    reference: page.getByLabel('Claim Reference (optional)'),
    claimType: page.getByRole('combobox', { name: 'Claim Type' }),
    fnol: page.getByRole('checkbox', { name: 'Mark as First Notice of Loss' }),
    lossDate: page.getByLabel('Loss Date', { exact: true }),
    search: page.getByRole('button', { name: 'Search', exact: true }),
    searchAgain: page.getByRole('button', { name: 'Search Again' }),
  };
}

export async function openClaimsIntake(page: Page): Promise<void> {
  await sidebar(page).getByRole('link', { name: 'Claims Intake', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/search-imei$/);
  await expect(page.getByRole('heading', { name: 'Claims Intake', level: 1 })).toBeVisible();
  // The claim types have loaded once the select can be opened.
  await expect(intakeForm(page).claimType).toBeEnabled();
}

export async function chooseClaimType(page: Page, claimType: string): Promise<void> {
  await intakeForm(page).claimType.click();
  // A total-loss type's option also carries the 'Total Loss' badge.
  const name = new RegExp(`^${claimType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Total Loss)?$`);
  await page.getByRole('option', { name }).click();
  await expect(intakeForm(page).claimType).toHaveText(claimType);
}

/** Fills what is given, in the form's order; fields left out stay as they are. */
export async function fillIntake(page: Page, entry: IntakeEntry): Promise<void> {
  const form = intakeForm(page);
  if (entry.imei !== undefined) await form.imei.fill(entry.imei);
  if (entry.reference !== undefined) await form.reference.fill(entry.reference);
  if (entry.claimType !== undefined) await chooseClaimType(page, entry.claimType);
  if (entry.fnol !== undefined) await form.fnol.setChecked(entry.fnol);
  if (entry.lossDate !== undefined) await pickDate(page, form.lossDate, entry.lossDate);
}

/** Picks `day` (YYYY-MM-DD) in the calendar that `trigger` opens, through its year and month lists. */
export async function pickDate(page: Page, trigger: Locator, day: string): Promise<void> {
  const date = parseISO(day);
  await trigger.click();
  await page.getByRole('combobox', { name: 'Choose the Year' }).selectOption(String(date.getFullYear()));
  await page.getByRole('combobox', { name: 'Choose the Month' }).selectOption(String(date.getMonth()));
  await page.getByRole('button', { name: new RegExp(format(date, 'PPPP')) }).click();
  await expect(trigger).toHaveText(format(date, 'MM/dd/yyyy'));
}

/** Runs a check of `imei` as 'Accidental Damage' and waits for the results and the success toast. */
export async function checkDevice(
  page: Page,
  imei: string,
  entry: Omit<IntakeEntry, 'imei'> = {},
): Promise<void> {
  await fillIntake(page, { imei, claimType: 'Accidental Damage', ...entry });
  await intakeForm(page).search.click();
  await expect(page.getByRole('heading', { name: 'Check Results' })).toBeVisible();
}

/** A result card, found by its heading. */
export function resultCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * Danger and safe are shown by colour and icon next to the words; the words are asserted elsewhere, so this reads
 * the colour class of the card's verdict line.
 */
/** The verdict's colour: red for danger, green for safe, neither for a neutral one (a fact not reported). */
export async function expectTone(card: Locator, tone: 'danger' | 'safe' | 'neutral'): Promise<void> {
  const verdict = card.locator('p > span').first();
  if (tone === 'neutral') {
    await expect(verdict).not.toHaveClass(/\btext-(destructive|success)\b/);
    return;
  }
  await expect(verdict).toHaveClass(tone === 'danger' ? /\btext-destructive\b/ : /\btext-success\b/);
}

/** The value next to `label` in a result card's details. */
export function detail(card: Locator, label: string): Locator {
  return card
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The rows of a result card's table, each as its cells' texts. */
export function tableRows(card: Locator): Locator {
  return card.getByRole('table').getByRole('row');
}
