import type { Page } from '@playwright/test';
import {
  acceptInvitationInBrowser,
  onboardOrganisationAdmin,
  uniqueOrganisation,
} from '../support/e2e-admin';
import { signIn, submitSignIn } from '../support/e2e-auth';
import { lastMailId, linkIn, waitForMail } from '../support/e2e-mail';
import { enrolSecondFactor, submitAuthenticatorCode } from '../support/e2e-second-factor';
import { sidebar } from '../support/e2e-shell';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';

const PASSWORD = 'onboarding-pass-1';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

function card(page: Page, title: string) {
  return page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('a new insurer is onboarded entirely in the app: organisation, its admin by e-mail, claim types, reasons and a handler', async ({
  page,
  request,
  browserConsole,
}) => {
  test.setTimeout(90_000);
  const organisation = uniqueOrganisation('Insurer');
  const adminEmail = `boss@${organisation.domain}`;
  const handlerEmail = `handler@${organisation.domain}`;

  await signIn(page, 'super@demo.test');
  await sidebar(page).getByRole('link', { name: 'Super Admin Panel' }).click();
  const create = card(page, 'Create Organization');
  await create.getByRole('button', { name: 'Create Organization' }).click();
  await expectToast(page, 'Validation Error', 'Organization name is required');
  await create.getByLabel('Organization Name').fill(organisation.name);
  await create.getByLabel('Domain').fill(organisation.domain);
  await create.getByRole('button', { name: 'Create Organization' }).click();
  await expectToast(page, 'Organization created successfully');
  const row = card(page, 'Organizations').getByRole('row').filter({ hasText: organisation.domain });
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  const invite = card(page, 'Invite Organization Admin');
  browserConsole.allow(
    failedRequest(
      422,
      /\/api\/v1\/invitations\/organisation-admins$/,
      'an admin of a domain no organisation has',
    ),
    failedRequest(
      400,
      /\/api\/v1\/invitations\/members$/,
      "a handler's e-mail outside the organisation's domain",
    ),
  );
  await invite.getByLabel('Email').fill(`boss@nowhere-${organisation.domain}`);
  await invite.getByLabel('First Name').fill('Bea');
  await invite.getByLabel('Last Name').fill('Boss');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(
    page,
    'No Matching Organization',
    `No organization exists with domain "nowhere-${organisation.domain}". Please create the organization first before inviting this user.`,
  );
  await invite.getByLabel('Email').fill(adminEmail);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation sent successfully');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await signOut(page);

  await acceptInvitationInBrowser(page, adminEmail, PASSWORD);
  // An admin signs in with a second factor (its set-up in the browser is the two-factor spec's journey).
  const key = await enrolSecondFactor(request, adminEmail, PASSWORD);
  await submitSignIn(page, adminEmail, PASSWORD);
  await submitAuthenticatorCode(page, key);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page).getByRole('link', { name: 'Super Admin Panel' })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Org Admin Panel' }).click();
  await expect(page.getByText(`${organisation.name} · ${organisation.domain}`)).toBeVisible();

  const claimTypes = card(page, 'Manage Claim Types');
  await claimTypes.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Validation Error', 'Please enter a claim type');
  await claimTypes.getByLabel('New claim type').fill('Screen Crack');
  await claimTypes.getByLabel('Total loss').check();
  await claimTypes.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Claim type added successfully');
  await expect(claimTypes.getByRole('listitem').filter({ hasText: 'Screen Crack' })).toContainText(
    'Total Loss',
  );

  const reasons = card(page, 'Manage Denial Reasons');
  await reasons.getByLabel('New denial reason').fill('Late notification');
  await reasons.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Denial reason added successfully');
  await expect(reasons.getByRole('listitem').filter({ hasText: 'Late notification' })).toBeVisible();

  const handlerInvite = card(page, 'Invite Claims Processor');
  await handlerInvite.getByLabel('Email').fill('handler@demo.test');
  await handlerInvite.getByLabel('First Name').fill('Hal');
  await handlerInvite.getByLabel('Last Name').fill('Handler');
  await handlerInvite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(
    page,
    'Error sending invitation',
    `The email address must belong to your organization's domain "${organisation.domain}".`,
  );
  await handlerInvite.getByLabel('Email').fill(handlerEmail);
  await handlerInvite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation sent successfully');
  const handlerRow = card(page, 'Team Members').getByRole('row').filter({ hasText: handlerEmail });
  await expect(handlerRow).toContainText('Organization Member');
  await expect(handlerRow).toContainText(/Pending\s*Invitation expires \d\d\/\d\d\/\d{4}/);
  await signOut(page);

  await acceptInvitationInBrowser(page, handlerEmail, PASSWORD);
  await signIn(page, handlerEmail, { password: PASSWORD });
  await expect(page.getByRole('complementary').getByText(organisation.name, { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('heading', { name: 'Administrators' })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Claims Intake' }).click();
  await page.getByRole('combobox', { name: 'Claim Type' }).click();
  await expect(page.getByRole('option', { name: /^Screen Crack/ })).toBeVisible();
});

test('a super admin finds a user, edits them, changes their role and resends their invitation', async ({
  page,
  request,
}) => {
  const { organisation } = await onboardOrganisationAdmin(request, 'Mutual', PASSWORD);
  const pending = `pending@${organisation.domain}`;
  await request.post('/api/auth/sign-in', { data: { email: 'super@demo.test', password: 'demo-password' } });
  const invited = await request.post('/api/v1/invitations/organisation-admins', {
    data: { email: pending, firstName: 'Pat', lastName: 'Pending', title: '' },
  });
  expect(invited.status()).toBe(201);
  const firstMail = await waitForMail({ to: pending, subject: /^You are invited/ });

  await signIn(page, 'super@demo.test', { at: '/dashboard/super-admin' });
  const users = card(page, 'User Management');
  await users.getByLabel('Search by name or email').fill(organisation.domain);
  await expect(users.getByText('Page 1 of 1 (2 total users)')).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: pending });

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Title').fill('Deputy Admin');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'User updated successfully');
  await expect(row).toContainText('Deputy Admin');

  await row.getByRole('button', { name: 'Role' }).click();
  const role = page.getByRole('dialog', { name: 'Change Role' });
  await role.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Organization Member' }).click();
  await role.getByRole('button', { name: 'Save Role' }).click();
  await expectToast(page, 'Role updated successfully');
  await expect(row).toContainText('Organization Member');

  const afterId = await lastMailId(pending);
  await row.getByRole('button', { name: 'Resend' }).click();
  await expectToast(page, 'Invitation resent');
  const secondMail = await waitForMail({ to: pending, subject: /^You are invited/, afterId });
  expect(linkIn(secondMail, '/accept-invite').href).not.toBe(linkIn(firstMail, '/accept-invite').href);
  const oldToken = linkIn(firstMail, '/accept-invite').searchParams.get('access_token') ?? '';
  expect((await request.get(`/api/v1/invitations/${encodeURIComponent(oldToken)}`)).status()).toBe(404);
});

test("on a 1366 px laptop, every user's actions show without scrolling the table sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await signIn(page, 'super@demo.test', { at: '/dashboard/super-admin' });
  const users = card(page, 'User Management');
  const table = users.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expect(users.getByText('Scroll sideways to see more')).toHaveCount(0);
  // Nothing to scroll to: the table is no wider than its box, and every button lies inside the box's visible width.
  const layout = await table.evaluate((element) => {
    const scroller = element.parentElement as HTMLElement;
    const visible = scroller.getBoundingClientRect();
    const buttons = [...element.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
    return {
      overflow: scroller.scrollWidth - scroller.clientWidth,
      buttons: buttons.length,
      outside: buttons.filter((button) => button.left < visible.left || button.right > visible.right).length,
    };
  });
  expect(layout).toMatchObject({ overflow: 0, outside: 0 });
  expect(layout.buttons).toBeGreaterThan(0);
});

test('a member opens neither panel and an organisation admin not the super admin panel', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await expect(sidebar(page).getByRole('heading', { name: 'Administrators' })).toHaveCount(0);
  for (const path of ['/dashboard/super-admin', '/dashboard/org-admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  }
  expect((await page.request.get('/api/v1/organisation/members')).status()).toBe(403);
  await signOut(page);

  await signIn(page, 'admin@other.test', { at: '/dashboard/super-admin' });
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  expect((await page.request.get('/api/v1/users')).status()).toBe(403);
});
