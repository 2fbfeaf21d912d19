import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { INVITATION_SUBJECT, uniqueOrganisation } from '../support/e2e-admin';
import { DEMO_PASSWORD, signIn, submitSignIn } from '../support/e2e-auth';
import { lastMailId, linkIn, waitForMail } from '../support/e2e-mail';
import { expect, expectToast, failedRequest, test } from '../support/e2e-test';

const PASSWORD = 'leaving-pass-1';

function card(page: Page, title: string) {
  return page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Set-up through the API: a fresh member of Demo Insurance, invited by its admin, with a password set. */
async function makeDemoMember(request: APIRequestContext) {
  const email = `leaver-${randomBytes(4).toString('hex')}@demo.test`;
  await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
  const afterId = await lastMailId(email);
  const invited = await request.post('/api/v1/invitations/members', {
    data: { email, firstName: 'Lee', lastName: `Leaver ${email.slice(7, 15)}`, title: '' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await request.post('/api/auth/sign-out');
  const mail = await waitForMail({ to: email, subject: INVITATION_SUBJECT, afterId });
  const token = linkIn(mail, '/accept-invite').searchParams.get('access_token') ?? '';
  const accepted = await request.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, {
    data: { password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { email, name: `Lee Leaver ${email.slice(7, 15)}` };
}

test('an org admin deactivates a member, who is then refused at sign-in, and reactivates them', async ({
  page,
  request,
  browser,
  browserConsole,
}) => {
  test.setTimeout(90_000);
  browserConsole.allow(failedRequest(403, /\/api\/auth\/sign-in$/, 'the deactivated member signing in'));
  const member = await makeDemoMember(request);
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member.email, { password: PASSWORD });

  await signIn(page, 'admin@demo.test', { at: '/dashboard/org-admin' });
  const row = card(page, 'Team Members').getByRole('row').filter({ hasText: member.email });
  await row.getByRole('button', { name: `Actions for ${member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${member.name}?` });
  await expect(dialog).toContainText('They are signed out at once');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Member deactivated', member.name);
  await expect(row).toContainText('Deactivated');

  // Their open session has ended, and signing in again says why.
  expect((await memberPage.request.get('/api/v1/profile')).status()).toBe(401);
  await submitSignIn(memberPage, member.email, PASSWORD);
  await expectToast(
    memberPage,
    'Authentication error',
    'This account has been disabled. Please contact your administrator.',
  );
  await expect(memberPage).toHaveURL(/\/auth$/);

  await row.getByRole('button', { name: `Actions for ${member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await expectToast(page, 'Member reactivated', member.name);
  await expect(row).not.toContainText('Deactivated');
  await signIn(memberPage, member.email, { password: PASSWORD });
});

test('a super admin reads the audit log of one organisation', async ({ page, request }) => {
  test.setTimeout(60_000);
  const organisation = uniqueOrganisation('Audited');
  await request.post('/api/auth/sign-in', { data: { email: 'super@demo.test', password: DEMO_PASSWORD } });
  const created = await request.post('/api/v1/organisations', { data: organisation });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, 'super@demo.test', { at: '/dashboard/super-admin' });
  const log = page.getByRole('region', { name: 'Audit Log' });
  await log.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: organisation.name }).click();
  const table = log.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(organisation.name);
  await expect(row).toContainText('organisation.created');
  await expect(row).toContainText('Sam Super');
  await expect(log.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/v1/platform/audit-events/export.csv?organisationId=${id}`,
  );
});
