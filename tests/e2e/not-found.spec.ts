import { signIn } from '../support/e2e-auth';
import { expect, test } from '../support/e2e-test';

test('an unknown address shows the 404 page, whose link goes home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Mobile Device Claims Validation' })).toBeVisible();
});

test('an unknown dashboard address shows the 404 page too', async ({ page }) => {
  await signIn(page, 'admin@other.test');
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
