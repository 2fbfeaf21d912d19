import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_BULK_INTAKES_AT_ONCE } from '@/domain/bulk-intake';
import { makeImei, makeScenarioImei } from '../fixtures/make-imei';
import { DEMO_PASSWORD, signIn } from '../support/e2e-auth';
import { e2eSetting } from '../support/e2e-env';
import { openClaimsIntake } from '../support/e2e-intake';
import { appOrigin, expect, expectToast, test } from '../support/e2e-test';

/**
 * This spec's batches run side by side, one of them paused by the provider for a while, and a retry's or a second
 * run's with them: Demo Insurance may run as many at once as the setting allows, so none is refused (409) for
 * another's sake. Set-up through the API, as its admin.
 */
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: e2eSetting('baseUrl'),
    extraHTTPHeaders: { origin: appOrigin() },
  });
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const saved = await request.put('/api/v1/organisation-settings', {
    data: { bulkIntakesAtOnce: MAX_BULK_INTAKES_AT_ONCE },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await request.dispose();
});

test('a handler uploads a file with good and bad rows, watches it to the end, and downloads the results', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const good = [makeImei(), makeImei(), makeImei()];
  const file = path.join(tmpdir(), `bulk-${Date.now()}.csv`);
  // A spreadsheet's export: byte-order mark, Windows line ends, a quoted comma, an empty line.
  const lines = [
    'imei,claim_type,reference,fnol,loss_date',
    `${good[0]},Theft,"CLM, one",no,`,
    `${good[1]},Loss,CLM-2,yes,2026-01-02`,
    '',
    '12345,Theft,,no,',
    `${good[2]},Theft,CLM-3,no,`,
    `${good[0]},Theft,,no,`,
  ];
  await writeFile(file, `\uFEFF${lines.join('\r\n')}\r\n`);

  await signIn(page, 'member@demo.test');
  await openClaimsIntake(page);
  await page.getByRole('link', { name: 'Bulk upload' }).click();
  await expect(page.getByRole('heading', { name: 'Bulk upload', level: 1 })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check rows' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'rows can be checked' })).toHaveText(
    '3 of 5 rows can be checked.',
  );
  const problems = page.getByRole('table', { name: 'Lines that will not be checked' });
  await expect(problems.getByRole('row').filter({ hasText: /^5/ })).toContainText(
    'Invalid IMEI: IMEI must be exactly 15 digits',
  );
  await expect(problems.getByRole('row').filter({ hasText: /^7/ })).toContainText(
    'Duplicate of line 2 in this file',
  );

  await page.getByRole('button', { name: 'Start 3 checks' }).click();
  await expectToast(page, 'Bulk upload started');
  await expect(page).toHaveURL(/\/dashboard\/search-imei\/bulk\?batch=[0-9a-f-]{36}$/);
  // The batch is in the address: a reload shows the same batch.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('bulk-done')).toHaveText('3');
  await expect(page.getByTestId('bulk-failed')).toHaveText('0');
  await expect(page.getByTestId('bulk-remaining')).toHaveText('0');
  const results = page.getByRole('table', { name: 'Results' });
  // Line 2's row (line 7, the same device again, stays in the results as a rejected line).
  const checked = results.getByRole('row').filter({ hasText: good[0] }).filter({ hasText: 'CLM, one' });
  await expect(checked).toContainText('Checked');
  await expect(results.getByRole('row').filter({ hasText: /^7/ })).toContainText(
    'Duplicate of line 2 in this file',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download results (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bulk-intake-results-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\n');
  expect(header).toBe('line,imei,claim_type,reference,fnol,loss_date,outcome,message,verdict,check_id');
  // Every line of the file is accounted for: the three checked and the two rejected, in file order.
  expect(rows).toHaveLength(5);
  expect(rows[0]).toMatch(new RegExp(`^2,${good[0]},Theft,"CLM, one",no,,Checked,,green,[0-9a-f-]{36}$`));
  expect(rows[1]).toMatch(new RegExp(`^3,${good[1]},Loss,CLM-2,yes,2026-01-02,Checked,,green,`));
  expect(rows[2]).toBe('5,12345,Theft,,,,Rejected,IMEI must be exactly 15 digits,,');
  expect(rows[4]).toMatch(new RegExp(`^7,${good[0]},Theft,,,,Rejected,Duplicate of line 2 in this file`));
});

test('a batch the device-history service turns away with 429 says it is paused, and until when', async ({
  page,
}) => {
  // The busy scenario answers every search 429 with Retry-After: 120: the batch waits instead of failing its rows.
  const file = path.join(tmpdir(), `bulk-busy-${Date.now()}.csv`);
  await writeFile(
    file,
    `imei,claim_type,reference,fnol,loss_date\n${makeScenarioImei('busy')},Theft,BUSY-1,no,\n`,
  );

  await signIn(page, 'member@demo.test', { at: '/dashboard/search-imei/bulk' });
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check rows' }).click();
  await page.getByRole('button', { name: 'Start 1 check' }).click();
  await expectToast(page, 'Bulk upload started');

  const notice = page.getByRole('status').filter({ hasText: 'Paused' });
  await expect(notice).toHaveText(/^Paused: the device-history service asked us to wait until \d{2}:\d{2}$/, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('bulk-failed')).toHaveText('0');
  await expect(page.getByTestId('bulk-remaining')).toHaveText('1');
});

test('a failed row is retried from the results page: it is searched again', async ({ page }) => {
  test.setTimeout(120_000);
  // The malformed-json scenario answers every search with an unreadable answer (a failure, not an outage that would
  // pause the batch): the row fails, and fails again when retried. The line's reference is this test's own, so the
  // ledger's searches under it are this test's only.
  const reference = `RETRY-${Date.now().toString(36).toUpperCase()}`;
  const fresh = makeImei();
  const file = path.join(tmpdir(), `bulk-retry-${Date.now()}.csv`);
  await writeFile(
    file,
    `imei,claim_type,reference,fnol,loss_date\n${fresh},Theft,,no,\n${makeScenarioImei('malformed-json')},Theft,${reference},no,\n`,
  );
  const searchesOfTheLine = async () => {
    const response = await page.request.get(
      `/api/v1/device-searches?path=bulk&search=${encodeURIComponent(reference)}`,
    );
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { total: number }).total;
  };

  await signIn(page, 'admin@demo.test', { at: '/dashboard/search-imei/bulk' });
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check rows' }).click();
  await page.getByRole('button', { name: 'Start 2 checks' }).click();
  await expectToast(page, 'Bulk upload started');
  await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible({ timeout: 60_000 });
  const results = page.getByRole('table', { name: 'Results' });
  const failedRow = results.getByRole('row').filter({ hasText: reference });
  await expect(failedRow).toContainText('Failed');
  await expect(results.getByRole('row').filter({ hasText: fresh })).toContainText('Checked');
  // A checked row offers no retry.
  await expect(results.getByRole('row').filter({ hasText: fresh }).getByRole('button')).toHaveCount(0);
  expect(await searchesOfTheLine()).toBe(1);

  await failedRow.getByRole('button', { name: 'Retry line 3' }).click();
  await expect.poll(searchesOfTheLine, { timeout: 60_000 }).toBe(2);
  // The row ends failed again once the batch has written the second failure (read afresh).
  await expect(async () => {
    await page.reload();
    await expect(failedRow).toContainText('Failed', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(failedRow.getByRole('button', { name: 'Retry line 3' })).toBeVisible();
});
