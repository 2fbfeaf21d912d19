import { describe, expect, it } from 'vitest';
import { HIDDEN_LINK } from '@/domain/mail-outbox';
import { messages } from '@/domain/messages';
import { makeUser } from '../../../../tests/fixtures/make-user';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

interface OutboxMail {
  toAddress: string;
  subject: string;
  text: string;
  linkHidden: boolean;
}

/** The outbox as the given super admin reads it (first page, newest first). */
async function outboxReadBy(email: string): Promise<OutboxMail[]> {
  const response = await t.get('/api/v1/outbox?pageSize=100', { cookie: await t.signIn(email) });
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

async function requestReset(email: string) {
  expect((await t.post('/api/auth/password-reset-requests', { email })).statusCode).toBe(202);
  await t.services.backgroundTasks.drain();
}

describe('GET /api/v1/outbox (super admins only)', () => {
  it('answers 401 without a session', async () => {
    const response = await t.get('/api/v1/outbox');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });
  });

  it.each(['norole@demo.test', 'member@demo.test', 'admin@demo.test', 'admin@other.test'])(
    'answers 403 to %s',
    async (email) => {
      const response = await t.get('/api/v1/outbox', { cookie: await t.signIn(email) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.forbidden });
      expect(response.body).not.toContain('invited@demo.test');
    },
  );

  it("shows a super admin the kept mail, the open invitation's link hidden: it was sent to someone else", async () => {
    const response = await t.get('/api/v1/outbox', { cookie: await t.signIn('super@demo.test') });

    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        toAddress: 'invited@demo.test',
        subject: 'You are invited to Demo Insurance on ClaimGuard',
        text: expect.stringContaining(`Set your password: ${HIDDEN_LINK}\n`),
        linkHidden: true,
      }),
    ]);
    expect(page.items[0].text).toMatch(/^You have been invited to join Demo Insurance on ClaimGuard\./);
    expect(response.body).not.toContain('access_token');
    expect(response.body).not.toContain('/accept-invite');
  });

  it("hides the link of another user's password reset, so a super admin cannot take the account over", async () => {
    await requestReset('admin@other.test');

    const [mail] = await outboxReadBy('super@demo.test');
    expect(mail).toEqual(
      expect.objectContaining({ toAddress: 'admin@other.test', subject: 'Reset your ClaimGuard password' }),
    );
    expect(mail?.linkHidden).toBe(true);
    expect(mail?.text).toBe(
      [
        'Someone asked to reset the password of your ClaimGuard account.',
        'The link works once and expires in one hour. If it was not you, ignore this e-mail.',
        '',
        `Set a new password: ${HIDDEN_LINK}`,
        '',
        '— ClaimGuard',
      ].join('\n'),
    );
    expect(JSON.stringify(mail)).not.toMatch(/token|reset-password/);
  });

  it("shows the reader's own reset mail whole, and hides it from another super admin", async () => {
    const platformAdmin = await makeUser(t.services, { role: 'super_admin', organisation: null });
    await requestReset('super@demo.test');

    const [own] = await outboxReadBy('super@demo.test');
    expect(own).toMatchObject({ toAddress: 'super@demo.test', linkHidden: false });
    expect(own?.text).toMatch(
      /Set a new password: http:\/\/localhost:3000\/reset-password\?type=recovery&token=\S+\n/,
    );

    const [other] = await outboxReadBy(platformAdmin.email);
    expect(other).toMatchObject({ toAddress: 'super@demo.test', linkHidden: true });
    expect(other?.text).toContain(`Set a new password: ${HIDDEN_LINK}`);
  });

  it('shows a contact message whole, links included: it is known by its kind, not by the links it quotes', async () => {
    const message =
      'My reset link https://claims.example/reset-password?token=abc failed; see https://example.com/x';
    const sent = await t.post('/api/v1/contact-messages', {
      name: 'Pat Lee',
      email: 'pat@example.com',
      subject: 'Reset trouble',
      message,
    });
    expect(sent.statusCode).toBe(202);
    await t.services.backgroundTasks.drain();

    const [mail] = await outboxReadBy('super@demo.test');
    expect(mail).toMatchObject({
      subject: '[Contact] Reset trouble',
      text: `From: Pat Lee <pat@example.com>\n\n${message}`,
      linkHidden: false,
    });
  });

  it('lets a super admin outside any organisation read it too', async () => {
    const platformAdmin = await makeUser(t.services, { role: 'super_admin', organisation: null });
    const response = await t.get('/api/v1/outbox', { cookie: await t.signIn(platformAdmin.email) });
    expect(response.statusCode).toBe(200);
  });

  it('pages newest first', async () => {
    for (const email of ['member@demo.test', 'admin@demo.test']) {
      await t.post('/api/auth/password-reset-requests', { email });
      await t.services.backgroundTasks.drain();
    }
    const cookie = await t.signIn('super@demo.test');

    const first = (await t.get('/api/v1/outbox?pageSize=2', { cookie })).json();
    const second = (await t.get('/api/v1/outbox?pageSize=2&page=2', { cookie })).json();
    expect(first.total).toBe(3);
    expect(first.items.map((m: { toAddress: string }) => m.toAddress)).toEqual([
      'admin@demo.test',
      'member@demo.test',
    ]);
    expect(second.items.map((m: { toAddress: string }) => m.toAddress)).toEqual(['invited@demo.test']);
  });

  it('refuses a page size over 100', async () => {
    const response = await t.get('/api/v1/outbox?pageSize=101', {
      cookie: await t.signIn('super@demo.test'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
