import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { makeImei } from '../fixtures/make-imei';
import { DEMO_PASSWORD, signIn } from '../support/e2e-auth';
import { e2eSetting } from '../support/e2e-env';
import { appOrigin, expect, expectToast, test } from '../support/e2e-test';

/**
 * Other Mutual, whose members upload nothing in the other specs, asks for approval above 5 rows for this spec, as its
 * admin through the API; the setting goes back to off afterwards.
 */
async function setApprovalAbove(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  rows: number | null,
) {
  const request = await playwright.request.newContext({
    baseURL: e2eSetting('baseUrl'),
    extraHTTPHeaders: { origin: appOrigin() },
  });
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: 'admin@other.test', password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const saved = await request.put('/api/v1/organisation-settings', { data: { bulkApprovalAboveRows: rows } });
  expect(saved.status(), await saved.text()).toBe(200);
  await request.dispose();
}
test.beforeAll(({ playwright }) => setApprovalAbove(playwright, 5));
test.afterAll(({ playwright }) => setApprovalAbove(playwright, null));

test("a member's large file waits for an org admin, who approves it; then it is checked", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const imeis = Array.from({ length: 6 }, () => makeImei());
  const file = path.join(tmpdir(), `bulk-approval-${Date.now()}.csv`);
  const rows = imeis.map((imei, i) => `${imei},Accidental Damage,APPROVAL-${i + 1},no,`);
  await writeFile(file, `imei,claim_type,reference,fnol,loss_date\n${rows.join('\n')}\n`);

  await signIn(page, 'member@other.test', { at: '/dashboard/search-imei/bulk' });
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check rows' }).click();
  await page.getByRole('button', { name: 'Start 6 checks' }).click();
  await expectToast(page, 'Bulk upload started');
  await expect(
    page.getByRole('status').filter({ hasText: bulkIntakeMessages.awaitingApproval }),
  ).toBeVisible();
  await expect(page.getByTestId('bulk-done')).toHaveText('0');
  const batchUrl = page.url();

  await signIn(page, 'admin@other.test', { at: '/dashboard/search-imei/bulk' });
  const approvals = page.getByRole('region', { name: bulkIntakeMessages.approvalsTitle });
  const upload = approvals.getByRole('row').filter({ hasText: 'Approve' });
  await expect(upload).toHaveCount(1);
  await expect(upload).toContainText('6');
  await upload.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, bulkIntakeMessages.approved);
  await expect(approvals).toBeHidden();

  // The uploader finds it checked.
  await signIn(page, 'member@other.test', { at: batchUrl });
  await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('bulk-done')).toHaveText('6');
});
