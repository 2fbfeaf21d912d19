import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scimMessages } from '@/domain/scim-messages';
import { auditEvents } from '@/server/db/schema/platform';
import { scimTokens } from '@/server/db/schema/scim-tokens';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { MAX_ACTIVE_SCIM_TOKENS } from './token-service';

const t = setupTestApp();

async function createToken(cookie: string, name = 'Okta') {
  const response = await t.post('/api/v1/scim-tokens', { name }, { cookie });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; token: string };
}

const scimGet = (token: string) =>
  t.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { authorization: `Bearer ${token}` } });

describe('SCIM tokens: the Org Admin Panel creates, lists and revokes them', () => {
  it('shows a new token once, keeps only its hash, lists it without the secret and audits it', async () => {
    const cookie = await t.signIn('admin@demo.test');
    const created = await createToken(cookie, '  Okta production ');
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Okta production',
      token: expect.stringMatching(/^cgs_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await t.services.db.select().from(scimTokens).where(eq(scimTokens.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.get('/api/v1/scim-tokens', { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'Okta production',
        prefix: created.token.slice(0, 12),
        createdBy: 'Alex Admin',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);

    expect((await scimGet(created.token)).statusCode).toBe(200);
    const [used] = (await t.get('/api/v1/scim-tokens', { cookie })).json() as { lastUsedAt: string | null }[];
    expect(used?.lastUsedAt).not.toBeNull();

    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'scim_token.created'), eq(auditEvents.subjectId, created.id)));
    expect(audit?.details).toEqual({ name: 'Okta production', prefix: created.token.slice(0, 12) });
  });

  it('revokes a token: the directory is refused with it from then on, and the revocation is audited', async () => {
    const cookie = await t.signIn('admin@demo.test');
    const created = await createToken(cookie);
    const revoked = await send(t, { method: 'DELETE', url: `/api/v1/scim-tokens/${created.id}`, cookie });
    expect(revoked.statusCode).toBe(204);
    expect((await t.get('/api/v1/scim-tokens', { cookie })).json()).toEqual([]);

    const refused = await scimGet(created.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: '401', detail: scimMessages.invalidToken });

    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'scim_token.revoked'), eq(auditEvents.subjectId, created.id)));
    expect(audit?.details).toEqual({ name: 'Okta' });
  });

  it("refuses members, a taken name, more than the limit, and another organization's token (404)", async () => {
    const member = await t.signIn('member@demo.test');
    expect((await t.post('/api/v1/scim-tokens', { name: 'Okta' }, { cookie: member })).statusCode).toBe(403);
    expect((await t.get('/api/v1/scim-tokens', { cookie: member })).statusCode).toBe(403);

    const admin = await t.signIn('admin@demo.test');
    await createToken(admin, 'Okta');
    const taken = await t.post('/api/v1/scim-tokens', { name: 'Okta' }, { cookie: admin });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'DUPLICATE', message: scimMessages.nameTaken('Okta') });
    const blank = await t.post('/api/v1/scim-tokens', { name: ' ' }, { cookie: admin });
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: scimMessages.nameRequired });

    for (let index = 1; index < MAX_ACTIVE_SCIM_TOKENS; index += 1) await createToken(admin, `Okta ${index}`);
    const tooMany = await t.post('/api/v1/scim-tokens', { name: 'One more' }, { cookie: admin });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'TOO_MANY_SCIM_TOKENS' });

    const other = await createToken(await t.signIn('admin@other.test'), 'Azure');
    const foreign = await send(t, {
      method: 'DELETE',
      url: `/api/v1/scim-tokens/${other.id}`,
      cookie: admin,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await scimGet(other.token)).statusCode).toBe(200);
  });
});
