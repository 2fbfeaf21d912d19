import { readFile } from 'node:fs/promises';
import { signIn } from '../support/e2e-auth';
import { denyByApi, registerTable } from '../support/e2e-registers';
import { sidebar } from '../support/e2e-shell';
import { expect, test } from '../support/e2e-test';

test('a handler filters Denied Claims by reason: the address keeps it through a reload and Back, and the export holds the same rows', async ({
  page,
}) => {
  await signIn(page, 'member@demo.test');
  const excluded = await denyByApi(page, 'Policy excluded');
  const blocked = await denyByApi(page, 'Device blocked');
  await sidebar(page).getByRole('link', { name: 'Denied Claims' }).click();
  const table = registerTable(page, 'Denied claims');
  await expect(table).toContainText(blocked.imei);

  await page.getByRole('combobox', { name: 'Denial reason' }).click();
  await page.getByRole('option', { name: 'Policy excluded' }).click();
  await expect(page).toHaveURL(/[?&]reason=Policy\+excluded(&|$)/);
  await expect(table).toContainText(excluded.imei);
  await expect(table).not.toContainText(blocked.imei);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Denial reason' })).toHaveText('Policy excluded');
  await expect(table).toContainText(excluded.imei);
  await expect(table).not.toContainText(blocked.imei);

  await sidebar(page).getByRole('link', { name: 'Settled Claims' }).click();
  await expect(page.getByRole('heading', { name: 'Settled Claims', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/[?&]reason=Policy\+excluded(&|$)/);
  await expect(table).not.toContainText(blocked.imei);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const rows = csv.trimEnd().split('\n').slice(1);
  const total = Number(
    (await page.getByText(/^Showing \d+ to \d+ of \d+ records$/).textContent())?.match(/of (\d+)/)?.[1],
  );
  expect(rows).toHaveLength(total);
  expect(csv).toContain(excluded.imei);
  expect(csv).not.toContain(blocked.imei);
  for (const row of rows) expect(row).toContain(',Policy excluded,');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/reason=/);
  await expect(table).toContainText(blocked.imei);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]reason=Policy\+excluded(&|$)/);
  await expect(table).not.toContainText(blocked.imei);
});

test('a shared link with days shows only the records of those days', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  const denied = await denyByApi(page, 'Device blocked');
  await page.goto('/dashboard/denied-claims?from=2021-01-01&to=2021-01-31');
  await expect(page.getByText('No denied claims match these filters.')).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/dashboard/denied-claims?from=${today}&to=${today}`);
  await expect(registerTable(page, 'Denied claims')).toContainText(denied.imei);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
});
