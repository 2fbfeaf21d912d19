import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './e2e-auth';
import { lastMailId, linkIn, waitForMail } from './e2e-mail';
import { expect, expectToast } from './e2e-test';

/** A fresh organisation name and domain per run, so a spec never meets data an earlier run or retry left. */
export function uniqueOrganisation(label: string) {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { name: `${label} ${id}`, domain: `${label.toLowerCase().replace(/\W+/g, '-')}-${id}.test` };
}

export const INVITATION_SUBJECT = /^You are invited to /;

/** Sets the password from the newest invitation mail to `email` in the browser, as the invitee does. */
export async function acceptInvitationInBrowser(page: Page, email: string, password: string, afterId = 0) {
  const mail = await waitForMail({ to: email, subject: INVITATION_SUBJECT, afterId });
  await page.goto(linkIn(mail, '/accept-invite').href);
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set Password & Continue' }).click();
  await expectToast(page, 'Password Set Successfully', 'Please sign in with your new password');
  await expect(page).toHaveURL(/\/auth$/);
}

async function expectOk(
  response: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

/**
 * Set-up through the API (not the journey under test): a new organisation and its admin, who has accepted the
 * invitation and can sign in with `password`.
 */
export async function onboardOrganisationAdmin(request: APIRequestContext, label: string, password: string) {
  const organisation = uniqueOrganisation(label);
  await expectOk(
    await request.post('/api/auth/sign-in', { data: { email: 'super@demo.test', password: DEMO_PASSWORD } }),
    'signing in as super admin',
  );
  await expectOk(
    await request.post('/api/v1/organisations', { data: organisation }),
    'creating the organisation',
  );
  const email = `admin@${organisation.domain}`;
  const afterId = await lastMailId(email);
  await expectOk(
    await request.post('/api/v1/invitations/organisation-admins', {
      data: { email, firstName: 'Fresh', lastName: 'Admin', title: 'Claims Lead' },
    }),
    'inviting the admin',
  );
  await request.post('/api/auth/sign-out');
  const mail = await waitForMail({ to: email, subject: INVITATION_SUBJECT, afterId });
  const token = linkIn(mail, '/accept-invite').searchParams.get('access_token') ?? '';
  await expectOk(
    await request.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, {
      data: { password, confirmPassword: password },
    }),
    'accepting the invitation',
  );
  return { organisation, email };
}
