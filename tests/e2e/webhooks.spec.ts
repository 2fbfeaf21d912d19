import { makeImei } from '../fixtures/make-imei';
import { signIn } from '../support/e2e-auth';
import { checkDevice, openClaimsIntake } from '../support/e2e-intake';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, test } from '../support/e2e-test';
import { startWebhookReceiver } from '../support/webhook-receiver';

test('an org admin adds a webhook endpoint, sees its secret once, and finds a recorded check delivered and resent', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const receiver = await startWebhookReceiver();
  try {
    await signIn(page, 'admin@demo.test');
    await sidebar(page).getByRole('link', { name: 'Org Admin Panel' }).click();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add endpoint' });
    await add.getByLabel('Endpoint URL').fill(receiver.url);
    await add.getByRole('checkbox', { name: /A check is recorded/ }).check();
    await add.getByRole('button', { name: 'Add endpoint' }).click();

    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    const secret = await added.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(added.getByText('it will not be shown again')).toBeVisible();
    await added.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row.getByText('None yet')).toBeVisible();

    const imei = makeImei();
    await openClaimsIntake(page);
    await checkDevice(page, imei);
    await expectToast(page, 'Check Complete');
    // Other specs record checks of this organisation too: this check's delivery is the one naming its IMEI.
    await expect.poll(() => receiver.received.some(({ body }) => body.includes(imei))).toBe(true);
    const mine = receiver.received.find(({ body }) => body.includes(imei));
    const webhookId = String(mine?.headers['webhook-id']);

    await sidebar(page).getByRole('link', { name: 'Org Admin Panel' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: receiver.url })
      .getByRole('button', { name: 'Deliveries' })
      .click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    const delivery = log.getByRole('row').filter({ hasText: webhookId });
    await expect(delivery.getByText('Delivered')).toBeVisible();
    await expect(delivery.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await delivery.getByRole('button', { name: 'Show answer' }).click();
    await expect(log.getByText('thanks')).toBeVisible();

    await delivery.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Delivery queued again');
    await expect
      .poll(() => receiver.received.filter((request) => request.headers['webhook-id'] === webhookId).length)
      .toBe(2);
    await expect(delivery.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete endpoint?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Endpoint deleted');
    await expect(page.getByRole('row').filter({ hasText: receiver.url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
