import sharp from 'sharp';
import { onboardOrganisationAdmin } from '../support/e2e-admin';
import { signIn } from '../support/e2e-auth';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';

const PASSWORD = 'profile-pass-1';

test('a user edits their profile and uploads an avatar that the sidebar shows at once', async ({
  page,
  request,
  browserConsole,
}) => {
  browserConsole.allow(
    failedRequest(415, /\/api\/v1\/profile\/avatar$/, 'a file that is not a picture is refused'),
  );
  const { email, organisation } = await onboardOrganisationAdmin(request, 'Profile', PASSWORD);
  await signIn(page, email, { password: PASSWORD });
  const header = page.getByRole('complementary');
  await expect(header.getByText('AD', { exact: true })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Manage Profile' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expect(page.getByLabel('Organization')).toHaveValue(organisation.name);
  await expect(page.getByLabel('Role')).toHaveValue('Organization Admin');

  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Validation Error', 'First name is required');
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Title').fill('Head of Claims');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');

  const avatarInput = page.getByLabel('Avatar image');
  await avatarInput.setInputFiles({
    name: 'renamed.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expectToast(page, 'Invalid file type', 'Please upload an image file');
  await expect(header.locator('img')).toHaveCount(0);

  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d9480f' } })
    .png()
    .toBuffer();
  await avatarInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expectToast(page, 'Avatar updated successfully');
  const sidebarAvatar = header.locator('img');
  await expect(sidebarAvatar).toHaveAttribute('src', /^\/api\/v1\/profile\/avatar\?v=[0-9a-f]+$/);
  await expect.poll(() => sidebarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Robin');
  await expect(page.getByLabel('Title')).toHaveValue('Head of Claims');
  await expect(header.locator('img')).toBeVisible();
});
