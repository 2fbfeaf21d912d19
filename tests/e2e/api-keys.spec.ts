import { randomInt } from 'node:crypto';
import { makeImei } from '../fixtures/make-imei';
import { signIn } from '../support/e2e-auth';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, test } from '../support/e2e-test';

test('an org admin creates an API key, a claim system checks a device with it, and once revoked it is refused', async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `ClaimCenter ${randomInt(1_000_000)}`;
  await signIn(page, 'admin@demo.test');
  await sidebar(page).getByRole('link', { name: 'Org Admin Panel' }).click();
  await page.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: 'claims:write' }).check();
  await dialog.getByRole('button', { name: 'Create Key' }).click();
  await expectToast(page, 'API key created', name);

  const shown = page.getByRole('dialog', { name: `API key "${name}"` });
  const key = await shown.getByLabel('Your new API key').inputValue();
  expect(key).toMatch(/^cgk_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText('Never');
  await expect(row).not.toContainText(key);

  // The claim system: no browser, no cookie, only the key.
  const system = await playwright.request.newContext({
    baseURL: baseURL as string,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  const imei = makeImei();
  const intake = await system.post('/api/v1/checks', {
    data: { imei, reference: 'GW-2026-7', claimType: 'Theft', fnol: false, lossDate: null },
  });
  expect(intake.status(), await intake.text()).toBe(201);
  expect(intake.headers()['ratelimit-remaining']).toBeDefined();

  // The handler sees the check in Claims Review, and the key's last use in the panel.
  await sidebar(page).getByRole('link', { name: 'Claims Review' }).click();
  await expect(page.getByRole('row', { name: new RegExp(imei) })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Org Admin Panel' }).click();
  await expect(row).not.toContainText('Never');
  // The audit log names the key the check was recorded with.
  await page
    .getByRole('searchbox', { name: 'Search by action, person or detail (an IMEI)' })
    .fill('check.recorded');
  await expect(
    page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: `API key "${name}"` }),
  ).toHaveCount(1);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke API key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, 'API key revoked', name);
  await expect(row).toBeHidden();
  const refused = await system.get('/api/v1/checks');
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('The API key is not valid or has been revoked.');
  await system.dispose();
});
