import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, signIn, signInThroughForm } from '../support/e2e-auth';
import { linkIn, waitForMail } from '../support/e2e-mail';
import { SIDEBAR_GROUPS, sidebar } from '../support/e2e-shell';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';

/** The page asks whether the link's token is an invitation; a used or made-up one is not (404). */
const USED_LINK = failedRequest(404, /\/api\/v1\/invitations\/[^/]+$/, 'a used or made-up invitation link');

const PASSWORD = 'invited-password-1';

test('an invited user sets a password from the e-mail, signs in to Demo Insurance, and the link then stops working', async ({
  page,
  request,
  baseURL,
  browserConsole,
}) => {
  browserConsole.allow(USED_LINK);
  // Demo Insurance's admin invites a new member (set-up through the API): each attempt has an invitee of its own.
  const INVITEE = `invited-${randomBytes(4).toString('hex')}@demo.test`;
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const invited = await request.post('/api/v1/invitations/members', {
    data: { email: INVITEE, firstName: 'Ivy', lastName: 'Invited', title: 'Claims Handler' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail({ to: INVITEE, subject: /^You are invited to Demo Insurance/ });
  const link = linkIn(mail, '/accept-invite');
  expect(link.origin).toBe(new URL(baseURL ?? '').origin);
  expect(link.searchParams.get('type')).toBe('invite');

  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('seven77');
  await page.getByLabel('Confirm Password', { exact: true }).fill('seven77');
  await page.getByRole('button', { name: 'Set Password & Continue' }).click();
  await expectToast(page, 'Validation Error', 'Password must be at least 8 characters');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set Password & Continue' }).click();
  await expectToast(page, 'Password Set Successfully', 'Please sign in with your new password');
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, INVITEE, PASSWORD);
  const shell = page.getByRole('complementary');
  await expect(shell.getByText(INVITEE, { exact: true })).toBeVisible();
  await expect(shell.getByText('Demo Insurance', { exact: true })).toBeVisible();
  for (const group of Object.keys(SIDEBAR_GROUPS)) {
    await expect(sidebar(page).getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  await expect(sidebar(page).getByRole('heading', { name: 'Administrators' })).toHaveCount(0);

  // Used up: refused, and the invitee, signed in, stays signed in.
  await page.goto(link.href);
  await expectToast(page, 'Invalid Invitation', 'Invalid or expired invitation link');
});

test('an invitation link without a token is refused', async ({ page }) => {
  await page.goto('/accept-invite?type=invite');
  await expectToast(page, 'Invalid Invitation', 'Invalid invitation link');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an invitation link with a made-up token is refused', async ({ page, browserConsole }) => {
  browserConsole.allow(USED_LINK);
  await page.goto('/accept-invite?type=invite&access_token=not-a-real-token');
  await expectToast(page, 'Invalid Invitation', 'Invalid or expired invitation link');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a link to an invitation with a made-up token does not sign out whoever is signed in', async ({
  page,
  browserConsole,
}) => {
  browserConsole.allow(USED_LINK);
  await signIn(page, 'member@demo.test');
  await page.goto('/accept-invite?type=invite&access_token=x');
  await expectToast(page, 'Invalid Invitation', 'Invalid or expired invitation link');
  await page.goto('/dashboard');
  await expect(page.getByRole('complementary').getByText('member@demo.test', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
