import type { Page } from '@playwright/test';
import { openBeforeAppStarts, servedForm } from '../support/e2e-app-start';
import { e2eSetting } from '../support/e2e-env';
import { mailsTo, waitForMail } from '../support/e2e-mail';
import { expect, expectToast, test } from '../support/e2e-test';

interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const VALID: ContactInput = {
  name: 'Casey Claims',
  email: 'casey@insurer.test',
  subject: 'Pricing for 40 handlers',
  message: 'We settle about 300 device claims a month. Could you send us your pricing?',
};

async function fillContactForm(page: Page, input: ContactInput) {
  await page.getByLabel('Name', { exact: true }).fill(input.name);
  await page.getByLabel('Email', { exact: true }).fill(input.email);
  await page.getByLabel('Subject', { exact: true }).fill(input.subject);
  await page.getByLabel('Message', { exact: true }).fill(input.message);
}

// Other tests send to the same support address meanwhile: this one's subject tells whether any of its tries got out.
const UNSENT_SUBJECT = `Must never be sent ${Date.now().toString(36)}`;

// The contact form's rules in order (name, e-mail, subject, message): the first failing rule is the one reported.
const RULES: Array<{ change: Partial<ContactInput>; message: string }> = [
  { change: { name: '', email: '', subject: '', message: '' }, message: 'Name is required' },
  { change: { name: 'n'.repeat(101) }, message: 'Name must be less than 100 characters' },
  { change: { name: VALID.name, email: 'casey.insurer.test' }, message: 'Invalid email address' },
  { change: { email: `${'c'.repeat(250)}@insurer.test` }, message: 'Email must be less than 255 characters' },
  { change: { email: VALID.email, subject: '' }, message: 'Subject is required' },
  { change: { subject: 's'.repeat(201) }, message: 'Subject must be less than 200 characters' },
  { change: { subject: UNSENT_SUBJECT, message: '' }, message: 'Message is required' },
  { change: { message: 'm'.repeat(2001) }, message: 'Message must be less than 2000 characters' },
];

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test('the page arrives drawn, its form disabled until the app has started, then enabled', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/contact')).text();
  expect(served).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
  const form = servedForm(served);
  expect(form).toMatch(/^<form [^>]*><fieldset disabled=""/);
  expect(form).not.toContain(' action=');
  expect(form).toContain('>Send Message</button>');

  const { startApp } = await openBeforeAppStarts(page, '/contact');
  const name = page.getByLabel('Name', { exact: true });
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(name).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  startApp();
  await expect(name).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('each invalid field is reported on its own, in the order of the form, and nothing is sent', async ({
  page,
}) => {
  let current: ContactInput = { name: '', email: '', subject: '', message: '' };
  for (const rule of RULES) {
    current = { ...current, ...rule.change };
    await fillContactForm(page, current);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Validation Error', rule.message);
  }
  const sent = await mailsTo(e2eSetting('contactTo'));
  expect(sent.filter((mail) => mail.subject.includes(UNSENT_SUBJECT))).toEqual([]);
});

test('a name of spaces only counts as missing', async ({ page }) => {
  await fillContactForm(page, { ...VALID, name: '    ' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Validation Error', 'Name is required');
});

test('a complete message is sent to support with the sender as reply-to', async ({ page }) => {
  const subject = `${VALID.subject} (${Date.now()})`;
  await fillContactForm(page, { ...VALID, subject });
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expectToast(page, "Message sent successfully! We'll get back to you soon.");
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  const mail = await waitForMail({ to: e2eSetting('contactTo'), subject: new RegExp(escapeRegExp(subject)) });
  expect(mail.replyTo).toEqual([VALID.email]);
  expect(mail.text).toContain(VALID.name);
  expect(mail.text).toContain(VALID.message);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
