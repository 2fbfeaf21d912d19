import type { APIResponse, Page } from '@playwright/test';
import { makeImei } from '../fixtures/make-imei';
import { isoDayFromToday } from '../fixtures/make-intake';
import { e2eSetting } from './e2e-env';
import { expect } from './e2e-test';

/** The signed-in browser's own session calls the API, as the app does (same cookies, the app's Origin). */
async function apiPost(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const response: APIResponse = await page.request.post(path, {
    data,
    headers: { origin: new URL(e2eSetting('baseUrl')).origin },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** Records a check of a fresh IMEI through the intake API; a total-loss claim type comes with FNOL a day ago. */
export async function recordCheckByApi(page: Page, claimType = 'Accidental Damage') {
  const imei = makeImei();
  const isTotalLoss = claimType === 'Total Loss';
  const check = await apiPost(page, '/api/v1/checks', {
    imei,
    reference: '',
    claimType,
    fnol: isTotalLoss,
    lossDate: isTotalLoss ? isoDayFromToday(-1) : null,
  });
  return { id: String(check.id), imei };
}

export interface ReplacementInput {
  imei: string;
  make: string;
  model: string;
  color: string;
  storage: string;
}

/** Settles a freshly recorded check (the lead's settle API) with or without a replacement device. */
export async function settleByApi(
  page: Page,
  options: { replacement?: ReplacementInput; notes?: string } = {},
) {
  const check = await recordCheckByApi(page);
  await apiPost(page, `/api/v1/checks/${check.id}/settlement`, {
    includesReplacement: Boolean(options.replacement),
    replacement: options.replacement ?? null,
    notes: options.notes ?? '',
  });
  return check;
}

/** Denies a freshly recorded check for this reason (one of Demo Insurance's). */
export async function denyByApi(page: Page, denialReason: string, claimType?: string) {
  const check = await recordCheckByApi(page, claimType);
  await apiPost(page, `/api/v1/checks/${check.id}/denial`, { denialReason });
  return check;
}

export const registerTable = (page: Page, name: string) => page.getByRole('table', { name });

/** The table's body rows (the header row has no cells; skeleton rows are hidden). */
export const registerRows = (page: Page, name: string) =>
  registerTable(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Types into the register's search box and waits for the URL to carry the search. */
export async function searchRegister(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text)}(&|$)`));
}

/**
 * Waits until the worker has sent the settled claim's registry submission and the register reads `status` for it (the
 * signed-in browser's own session asks the API, as the page does); a reload then shows it at once.
 */
export async function waitForRegistryStatus(page: Page, imei: string, status: string) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/settled-claims?search=${imei}`);
        const { items } = (await response.json()) as { items: { registryStatus: string | null }[] };
        return items[0]?.registryStatus;
      },
      { timeout: 20_000 },
    )
    .toBe(status);
}
