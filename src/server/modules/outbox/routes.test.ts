import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../tests/fixtures/make-user';
import { setupTestApp } from '../../../../tests/support/test-app';
import { messages } from '../../../domain/messages';

const t = setupTestApp();

describe('GET /api/v1/outbox (super admins only)', () => {
  it('answers 401 without a session', async () => {
    const response = await t.get('/api/v1/outbox');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });
  });

  it.each(['norole@demo.test', 'member@demo.test', 'admin@demo.test', 'admin@other.test'])(
    'answers 403 to %s',
    async (email) => {
      const response = await t.get('/api/v1/outbox', { cookie: await t.signIn(email) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: messages.forbidden });
      expect(response.body).not.toContain('invited@demo.test');
    },
  );

  it('shows a super admin the kept mail, including the open invitation', async () => {
    const response = await t.get('/api/v1/outbox', { cookie: await t.signIn('super@demo.test') });

    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        toAddress: 'invited@demo.test',
        subject: 'You are invited to Demo Insurance on ClaimGuard',
        text: expect.stringContaining('http://localhost:3000/accept-invite?type=invite&access_token='),
      }),
    ]);
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
