import { readFile } from 'node:fs/promises';
import { signIn } from '../support/e2e-auth';
import { denyByApi, registerRows, searchRegister } from '../support/e2e-registers';
import { sidebar } from '../support/e2e-shell';
import { expect, test } from '../support/e2e-test';

test('a handler exports the Denied Claims register filtered by the search and reads the file', async ({
  page,
}) => {
  await signIn(page, 'member@demo.test');
  const denied = await denyByApi(page, 'Device blocked');
  await denyByApi(page, 'Device blocked');
  await sidebar(page).getByRole('link', { name: 'Denied Claims' }).click();
  await searchRegister(page, 'Search by IMEI or claim reference', denied.imei);
  await expect(registerRows(page, 'Denied claims')).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^denied-claims-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\n');
  expect(header).toBe('Date Denied,Check ID,IMEI,Make,Model,Claim Type,Claim Reference,Denial Reason,Note,Denied By');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,${denied.id},${denied.imei},.*,Device blocked,,`));
});
