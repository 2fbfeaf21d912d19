import { signIn } from '../support/e2e-auth';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, test, toast } from '../support/e2e-test';

test('a double click on Add sends one request and adds one denial reason', async ({ page }) => {
  const reason = `Double clicked ${Date.now()}`;
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/denial-reasons'))
      posts.push(request.url());
  });

  await signIn(page, 'admin@demo.test');
  await sidebar(page).getByRole('link', { name: 'Org Admin Panel' }).click();
  const card = page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: 'Manage Denial Reasons', exact: true }) });
  await card.getByLabel('New denial reason').fill(reason);
  await card.getByRole('button', { name: 'Add' }).dblclick();

  await expectToast(page, 'Denial reason added successfully');
  await expect(card.getByRole('listitem').filter({ hasText: reason })).toHaveCount(1);
  await expect(toast(page, 'Error adding denial reason')).toHaveCount(0);
  expect(posts).toHaveLength(1);
});
