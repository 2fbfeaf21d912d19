import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { API_SCOPES, type ApiScope } from '@/domain/api-scopes';
import { apiKeys } from '@/server/db/schema/api-keys';
import { users } from '@/server/db/schema/auth';
import { claimChecks, settledClaims } from '@/server/db/schema/checks';
import { auditEvents } from '@/server/db/schema/platform';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { insertChecks, organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '5' } });

const cookies = new Map<string, Promise<string>>();
beforeEach(() => cookies.clear());
function cookieOf(email: string): Promise<string> {
  if (!cookies.has(email)) cookies.set(email, t.signIn(email));
  return cookies.get(email) as Promise<string>;
}

async function createKey(
  body: { name: string; scopes: ApiScope[]; expiresInDays?: number } = {
    name: 'ClaimCenter',
    scopes: [...API_SCOPES],
  },
  email = 'admin@demo.test',
) {
  const response = await t.post('/api/v1/api-keys', body, { cookie: await cookieOf(email) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: string;
    name: string;
    scopes: ApiScope[];
    key: string;
    expiresAt: string | null;
  };
}

async function rotate(id: string, body: { graceHours?: number } = {}, email = 'admin@demo.test') {
  return send(t, {
    method: 'POST',
    url: `/api/v1/api-keys/${id}/rotation`,
    cookie: await cookieOf(email),
    payload: body,
  });
}

async function listedKey(id: string) {
  const list = await t.get('/api/v1/api-keys', { cookie: await cookieOf('admin@demo.test') });
  return (list.json() as { id: string }[]).find((key) => key.id === id) as Record<string, unknown>;
}

const bearer = (key: string, headers: Record<string, string> = {}) => ({
  headers: { authorization: `Bearer ${key}`, ...headers },
});

describe('API keys: the Org Admin Panel creates, lists and revokes them', () => {
  it('shows a new key once, keeps only its hash, and lists it by prefix, scopes and creator', async () => {
    const created = await createKey({
      name: '  ClaimCenter prod ',
      scopes: ['claims:write', 'checks:write'],
    });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'ClaimCenter prod',
      scopes: ['checks:write', 'claims:write'],
      key: expect.stringMatching(/^cgk_[A-Za-z0-9_-]{43}$/),
      expiresAt: null,
    });
    const [row] = await t.services.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.get('/api/v1/api-keys', { cookie: await cookieOf('admin@demo.test') });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'ClaimCenter prod',
        prefix: created.key.slice(0, 12),
        scopes: ['checks:write', 'claims:write'],
        createdBy: 'Alex Admin',
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: null,
        previousPrefix: null,
        previousKeyValidUntil: null,
        isUsable: true,
        createdByFormerAdmin: false,
      },
    ]);
    expect(list.body).not.toContain(created.key);
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api_key.created'), eq(auditEvents.subjectId, created.id)));
    expect(audit?.details).toEqual({
      name: 'ClaimCenter prod',
      prefix: created.key.slice(0, 12),
      scopes: created.scopes,
      expiresAt: null,
    });
  });

  it.each([
    [{ name: ' ', scopes: ['checks:read'] }, apiKeyMessages.nameRequired],
    [{ name: 'x'.repeat(101), scopes: ['checks:read'] }, apiKeyMessages.nameTooLong],
    [{ name: 'ClaimCenter', scopes: [] }, apiKeyMessages.scopesRequired],
    [{ name: 'ClaimCenter', scopes: ['admin:all'] }, undefined],
    [{ name: 'ClaimCenter' }, undefined],
    [{ name: 'ClaimCenter', scopes: ['checks:read'], expiresInDays: 0 }, apiKeyMessages.expiryRange],
    [{ name: 'ClaimCenter', scopes: ['checks:read'], expiresInDays: 731 }, apiKeyMessages.expiryRange],
    [{ name: 'ClaimCenter', scopes: ['checks:read'], expiresInDays: 1.5 }, apiKeyMessages.expiryRange],
  ])('refuses %j with a 400 and creates nothing', async (body, message) => {
    const response = await t.post('/api/v1/api-keys', body, { cookie: await cookieOf('admin@demo.test') });
    expect(response.statusCode, response.body).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await t.services.db.select().from(apiKeys)).toEqual([]);
  });

  it('lets no more than 20 keys be active at once, even when created side by side', async () => {
    const cookie = await cookieOf('admin@demo.test');
    const created = await Promise.all(
      Array.from({ length: 22 }, (_, index) =>
        t.post('/api/v1/api-keys', { name: `System ${index}`, scopes: ['checks:read'] }, { cookie }),
      ),
    );
    const statuses = created.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(created.find((response) => response.statusCode === 409)?.json().code).toBe('TOO_MANY_API_KEYS');
  });

  it('refuses a second active key of the same name (409); once revoked, the name is free again', async () => {
    const first = await createKey();
    const again = await t.post(
      '/api/v1/api-keys',
      { name: 'ClaimCenter', scopes: ['checks:read'] },
      {
        cookie: await cookieOf('admin@demo.test'),
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DUPLICATE',
      message: apiKeyMessages.nameTaken('ClaimCenter'),
    });
    const revoked = await send(t, {
      method: 'DELETE',
      url: `/api/v1/api-keys/${first.id}`,
      cookie: await cookieOf('admin@demo.test'),
    });
    expect(revoked.statusCode).toBe(204);
    await createKey();
    const list = await t.get('/api/v1/api-keys', { cookie: await cookieOf('admin@demo.test') });
    expect(list.json()).toHaveLength(1);
  });

  it('is for organisation admins of their own organisation: a member is refused, another organisation gets 404', async () => {
    const key = await createKey();
    for (const [method, url] of [
      ['GET', '/api/v1/api-keys'],
      ['POST', '/api/v1/api-keys'],
      ['DELETE', `/api/v1/api-keys/${key.id}`],
    ] as const) {
      const response = await send(t, {
        method,
        url,
        cookie: await cookieOf('member@demo.test'),
        ...(method === 'POST' ? { payload: { name: 'x', scopes: ['checks:read'] } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const other = await send(t, {
      method: 'DELETE',
      url: `/api/v1/api-keys/${key.id}`,
      cookie: await cookieOf('admin@other.test'),
    });
    expect(other.statusCode).toBe(404);
    const otherList = await t.get('/api/v1/api-keys', { cookie: await cookieOf('admin@other.test') });
    expect(otherList.json()).toEqual([]);
    expect((await t.get('/api/v1/checks', bearer(key.key))).statusCode).toBe(200);
  });
});

describe('a claim system calling with an API key', () => {
  it("records a check for the key's organisation on behalf of its creator; the audit names the key; no cookie is set", async () => {
    const key = await createKey();
    const response = await t.post('/api/v1/checks', makeIntake({ reference: 'GW-1' }), {
      // A key needs no Origin check: a foreign origin changes nothing.
      ...bearer(key.key, { origin: 'https://claims.example' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json().checkedBy).toMatchObject({ email: 'admin@demo.test' });
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'check.recorded'), eq(auditEvents.subjectId, response.json().id)));
    expect(audit?.actorApiKeyId).toBe(key.id);
    const [used] = await t.services.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('uses the key, not a session cookie sent alongside it', async () => {
    const key = await createKey();
    const response = await t.post('/api/v1/checks', makeIntake(), {
      cookie: await cookieOf('admin@other.test'),
      ...bearer(key.key),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [check] = await t.services.db
      .select()
      .from(claimChecks)
      .where(eq(claimChecks.id, response.json().id));
    expect(check?.organizationId).toBe(await organisationIdOf(t, 'demo.test'));
  });

  it('settles a claim with claims:write; the settlement names the creator, as sent', async () => {
    const key = await createKey({ name: 'Settler', scopes: ['claims:write'] });
    const [check] = await insertChecks(t, { domain: 'demo.test' });
    const response = await t.post(
      `/api/v1/checks/${check?.id}/settlement`,
      { includesReplacement: false },
      bearer(key.key),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [settled] = await t.services.db.select().from(settledClaims);
    expect(settled).toMatchObject({ settledByEmail: 'admin@demo.test' });
  });

  it('refuses a missing scope (403), a route no scope opens (403), and an unknown or revoked key (401)', async () => {
    const key = await createKey({ name: 'Reader', scopes: ['checks:read'] });
    const intake = await t.post('/api/v1/checks', makeIntake(), bearer(key.key));
    expect(intake.statusCode).toBe(403);
    expect(intake.json()).toMatchObject({
      code: 'MISSING_SCOPE',
      message: apiKeyMessages.missingScope('checks:write'),
    });
    const admin = await t.get('/api/v1/api-keys', bearer(key.key));
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(apiKeyMessages.notForKeys);
    const profile = await t.get('/api/v1/profile', bearer(key.key));
    expect(profile.statusCode).toBe(403);

    const unknown = await t.get('/api/v1/checks', bearer(`${key.key.slice(0, -1)}x`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_API_KEY', message: apiKeyMessages.invalidKey });
    await send(t, {
      method: 'DELETE',
      url: `/api/v1/api-keys/${key.id}`,
      cookie: await cookieOf('admin@demo.test'),
    });
    const revoked = await t.get('/api/v1/checks', bearer(key.key));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('INVALID_API_KEY');
    expect(await t.services.db.select().from(claimChecks)).toHaveLength(0);
  });

  it("keeps working, as the organisation's, when its creator is demoted; the card and the key's audit say so", async () => {
    const key = await createKey();
    const idOf = async (email: string) => {
      const [row] = await t.services.db.select().from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    };
    const setRole = async (email: string, role: string, by: string) => {
      const response = await send(t, {
        method: 'PUT',
        url: `/api/v1/organisation/members/${await idOf(email)}/role`,
        cookie: await cookieOf(by),
        payload: { role },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // The organisation keeps an admin: the member becomes one, then demotes the key's creator.
    await setRole('member@demo.test', 'organization_admin', 'admin@demo.test');
    await setRole('admin@demo.test', 'organization_member', 'member@demo.test');
    const admin = { id: await idOf('admin@demo.test') };

    const recorded = await t.post('/api/v1/checks', makeIntake(), bearer(key.key));
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().checkedBy).toMatchObject({ email: 'admin@demo.test' });
    const list = await t.get('/api/v1/api-keys', { cookie: await cookieOf('member@demo.test') });
    expect(list.json()).toMatchObject([
      { id: key.id, createdBy: 'Alex Admin', isUsable: true, createdByFormerAdmin: true },
    ]);
    const onKey = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, key.id));
    expect(onKey.map((event) => [event.action, event.details])).toContainEqual([
      'api_key.creator_left',
      { name: 'ClaimCenter', creatorId: admin.id, reason: 'demoted' },
    ]);
    // The key is still bounded by its scopes, and still cannot manage keys.
    expect((await t.get('/api/v1/api-keys', bearer(key.key))).statusCode).toBe(403);

    // Another organisation's admin sees nothing of it.
    const other = await t.get('/api/v1/api-keys', { cookie: await cookieOf('admin@other.test') });
    expect(other.json()).toEqual([]);
  });

  it('stops working once its creator is deleted, and the card says so', async () => {
    const key = await createKey();
    await t.services.db.delete(users).where(eq(users.email, 'admin@demo.test'));
    const refused = await t.get('/api/v1/checks', bearer(key.key));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_API_KEY');
    const list = await t.get('/api/v1/api-keys', { cookie: await cookieOf('super@demo.test') });
    expect(list.json()).toMatchObject([{ id: key.id, isUsable: false, createdByFormerAdmin: true }]);
  });

  it('says where the key stands in its minute, and refuses past the limit with Retry-After', async () => {
    const key = await createKey();
    const other = await createKey({ name: 'Other system', scopes: ['checks:read'] });
    const remaining: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t.get('/api/v1/checks', bearer(key.key));
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('5');
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await t.get('/api/v1/checks', bearer(key.key));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Each key has its own budget.
    expect((await t.get('/api/v1/checks', bearer(other.key))).statusCode).toBe(200);
  });
});

describe('API keys that expire, and rotation with a grace period', () => {
  it('makes a key that works until its expiry, then refuses it with API_KEY_EXPIRED and lists it as not usable', async () => {
    const before = Date.now();
    const key = await createKey({ name: 'Quarterly', scopes: ['checks:read'], expiresInDays: 90 });
    const expiresAt = Date.parse(key.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(90 * 86_400_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(90 * 86_400_000);
    expect((await t.get('/api/v1/checks', bearer(key.key))).statusCode).toBe(200);
    expect(await listedKey(key.id)).toMatchObject({ expiresAt: key.expiresAt, isUsable: true });

    const past = new Date(Date.now() - 1000);
    await t.services.db.update(apiKeys).set({ expiresAt: past }).where(eq(apiKeys.id, key.id));
    const refused = await t.get('/api/v1/checks', bearer(key.key));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'API_KEY_EXPIRED',
      message: apiKeyMessages.expiredKey(past.toISOString().slice(0, 10)),
    });
    expect(await listedKey(key.id)).toMatchObject({ isUsable: false });
    const rotation = await rotate(key.id);
    expect(rotation.statusCode).toBe(409);
    expect(rotation.json()).toMatchObject({
      code: 'API_KEY_EXPIRED',
      message: apiKeyMessages.cannotRotateExpired,
    });
  });

  it('gives a key a new secret; the one before works through the grace period, then is refused', async () => {
    const key = await createKey({ name: 'ClaimCenter', scopes: ['checks:read'], expiresInDays: 30 });
    const response = await rotate(key.id, { graceHours: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const rotated = response.json();
    expect(rotated).toEqual({
      id: key.id,
      name: 'ClaimCenter',
      scopes: ['checks:read'],
      key: expect.stringMatching(/^cgk_[A-Za-z0-9_-]{43}$/),
      expiresAt: key.expiresAt,
      previousKeyValidUntil: expect.any(String),
    });
    expect(rotated.key).not.toBe(key.key);
    const graceMs = Date.parse(rotated.previousKeyValidUntil) - Date.now();
    expect(graceMs).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(graceMs).toBeLessThanOrEqual(2 * 3_600_000);

    expect((await t.get('/api/v1/checks', bearer(rotated.key))).statusCode).toBe(200);
    expect((await t.get('/api/v1/checks', bearer(key.key))).statusCode).toBe(200);
    expect(await listedKey(key.id)).toMatchObject({
      prefix: rotated.key.slice(0, 12),
      previousPrefix: key.key.slice(0, 12),
      previousKeyValidUntil: rotated.previousKeyValidUntil,
      isUsable: true,
    });
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api_key.rotated'), eq(auditEvents.subjectId, key.id)));
    expect(audit?.details).toEqual({
      name: 'ClaimCenter',
      prefix: rotated.key.slice(0, 12),
      previousPrefix: key.key.slice(0, 12),
      previousKeyValidUntil: rotated.previousKeyValidUntil,
    });
    expect(JSON.stringify(audit)).not.toContain(rotated.key);

    await t.services.db
      .update(apiKeys)
      .set({ previousKeyValidUntil: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    const old = await t.get('/api/v1/checks', bearer(key.key));
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('INVALID_API_KEY');
    expect((await t.get('/api/v1/checks', bearer(rotated.key))).statusCode).toBe(200);
    expect(await listedKey(key.id)).toMatchObject({ previousPrefix: null, previousKeyValidUntil: null });
  });

  it("stops the secret before at once with a grace of 0, and a second rotation ends the first one's grace", async () => {
    const key = await createKey({ name: 'ClaimCenter', scopes: ['checks:read'] });
    const first = (await rotate(key.id)).json();
    const second = (await rotate(key.id, { graceHours: 0 })).json();
    for (const refused of [key.key, first.key]) {
      expect((await t.get('/api/v1/checks', bearer(refused))).statusCode).toBe(401);
    }
    expect((await t.get('/api/v1/checks', bearer(second.key))).statusCode).toBe(200);
  });

  it("refuses a bad grace period (400), a member (403), a revoked or another organisation's key (404)", async () => {
    const key = await createKey({ name: 'ClaimCenter', scopes: ['checks:read'] });
    for (const body of [
      { graceHours: -1 },
      { graceHours: 169 },
      { graceHours: 'soon' },
      { graceHours: 1, extra: 1 },
    ]) {
      const response = await rotate(key.id, body as { graceHours: number });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await rotate(key.id, {}, 'member@demo.test')).statusCode).toBe(403);
    expect((await rotate(key.id, {}, 'admin@other.test')).statusCode).toBe(404);
    expect((await t.get('/api/v1/checks', bearer(key.key))).statusCode).toBe(200);
    await send(t, {
      method: 'DELETE',
      url: `/api/v1/api-keys/${key.id}`,
      cookie: await cookieOf('admin@demo.test'),
    });
    expect((await rotate(key.id)).statusCode).toBe(404);
  });
});
