import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PATH } from '@/domain/contracts/sso';
import { users } from '@/server/db/schema/auth';
import { userRoles } from '@/server/db/schema/people';
import { auditEvents } from '@/server/db/schema/platform';
import { ssoConnections } from '@/server/db/schema/sso';
import { startDnsTestServer } from '../../../../tests/support/dns-test-server';
import { startOidcTestProvider } from '../../../../tests/support/oidc-test-provider';
import { organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { APP_ORIGIN } from '../../../../tests/support/test-env';

const dns = await startDnsTestServer();
const idp = await startOidcTestProvider(`${APP_ORIGIN}${SSO_CALLBACK_PATH}`);
const t = setupTestApp({ env: { SSO_DNS_SERVERS: dns.address } });
afterAll(async () => {
  await idp.close();
  await dns.close();
});
beforeEach(() => dns.txt.clear());

const oidc = () => ({
  protocol: 'oidc',
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
});

/** The Cookie header of a reply's cookies (the state cookie of a sign-in begun, a session). */
const cookiesOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** Follows the provider's redirect back into the app, with the browser's cookies. */
const callback = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: url.slice(APP_ORIGIN.length), headers: { cookie } });

async function connect(adminCookie: string) {
  const saved = await send(t, {
    method: 'PUT',
    url: '/api/v1/sso-connection',
    cookie: adminCookie,
    payload: oidc(),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

/** The admin saves, tests and switches on the connection, and a super admin approves demo.test. */
async function switchOn(options: { requireSso?: boolean; approveDomain?: boolean } = {}) {
  const admin = await t.signIn('admin@demo.test');
  await connect(admin);
  const test = await t.post('/api/v1/sso-connection/test', {}, { cookie: admin });
  const back = await idp.signIn(test.json().authorizationUrl, 'admin@demo.test');
  expect((await callback(back, cookiesOf(test))).headers.location).toBe('/dashboard/org-admin?sso=tested');
  const state = await send(t, {
    method: 'PUT',
    url: '/api/v1/sso-connection/state',
    cookie: admin,
    payload: { enabled: true, requireSso: options.requireSso ?? false },
  });
  expect(state.statusCode, state.body).toBe(200);
  if (options.approveDomain ?? true) {
    const superAdmin = await t.signIn('super@demo.test');
    const organisationId = await organisationIdOf(t, 'demo.test');
    const approved = await t.post(
      `/api/v1/organisations/${organisationId}/sso-domains`,
      { domain: 'demo.test' },
      {
        cookie: superAdmin,
      },
    );
    expect(approved.statusCode, approved.body).toBe(201);
  }
  return admin;
}

/** The e-mail step, the provider's sign-in as `login`, and the callback: the app's last answer. */
async function signInThroughProvider(email: string, login = email) {
  const start = await t.post('/api/auth/sso', { email });
  expect(start.statusCode, start.body).toBe(200);
  const { authorizationUrl } = start.json() as { authorizationUrl: string | null };
  if (!authorizationUrl) throw new Error(`${email} was not sent to the provider`);
  const back = await idp.signIn(authorizationUrl, login);
  return { back, browser: cookiesOf(start), answer: await callback(back, cookiesOf(start)) };
}

async function failedSignIns(reason: string) {
  return t.services.db
    .select({ details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'sign_in.failed')))
    .then((rows) => rows.filter((row) => (row.details as { reason?: string }).reason === reason));
}

describe('Single sign-on (OpenID Connect): an organization admin connects the identity provider', () => {
  it('reads the provider from its issuer, never shows the secret, and keeps it off until a test sign-in', async () => {
    const admin = await t.signIn('admin@demo.test');
    const unreachable = await send(t, {
      method: 'PUT',
      url: '/api/v1/sso-connection',
      cookie: admin,
      payload: { ...oidc(), issuer: 'http://127.0.0.1:9/nowhere' },
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().code).toBe('SSO_PROVIDER_UNREACHABLE');
    expect(await t.services.db.select().from(ssoConnections)).toEqual([]);

    expect((await connect(admin)).json()).toEqual({ redirectUri: `${APP_ORIGIN}${SSO_CALLBACK_PATH}` });
    const read = await t.get('/api/v1/sso-connection', { cookie: admin });
    expect(read.body).not.toContain(idp.clientSecret);
    expect(read.json()).toMatchObject({
      protocol: 'oidc',
      issuer: idp.issuer,
      enabled: false,
      testedAt: null,
    });
    const [row] = await t.services.db.select().from(ssoConnections);
    expect(JSON.stringify(row)).not.toContain(idp.clientSecret);

    const untested = await send(t, {
      method: 'PUT',
      url: '/api/v1/sso-connection/state',
      cookie: admin,
      payload: { enabled: true, requireSso: false },
    });
    expect(untested.statusCode).toBe(409);
    expect(untested.json().code).toBe('SSO_NOT_TESTED');

    // The test sign-in must be the admin's own.
    const test = await t.post('/api/v1/sso-connection/test', {}, { cookie: admin });
    const someoneElse = await idp.signIn(test.json().authorizationUrl, 'member@demo.test');
    expect((await callback(someoneElse, cookiesOf(test))).headers.location).toBe('/auth?sso=failed');
    expect((await t.get('/api/v1/sso-connection', { cookie: admin })).json().testedAt).toBeNull();

    const retest = await t.post('/api/v1/sso-connection/test', {}, { cookie: admin });
    const back = await idp.signIn(retest.json().authorizationUrl, 'admin@demo.test');
    expect((await callback(back, cookiesOf(retest))).headers.location).toBe(
      '/dashboard/org-admin?sso=tested',
    );
    expect((await t.get('/api/v1/sso-connection', { cookie: admin })).json().testedAt).not.toBeNull();
  });

  it('is for organization admins only', async () => {
    const member = await t.signIn('member@demo.test');
    const refused = await send(t, {
      method: 'PUT',
      url: '/api/v1/sso-connection',
      cookie: member,
      payload: oidc(),
    });
    expect(refused.statusCode).toBe(403);
    const admin = await t.signIn('admin@demo.test');
    const organisationId = await organisationIdOf(t, 'demo.test');
    const approval = await t.post(
      `/api/v1/organisations/${organisationId}/sso-domains`,
      { domain: 'demo.test' },
      {
        cookie: admin,
      },
    );
    expect(approval.statusCode).toBe(403);
  });
});

describe('Single sign-on (OpenID Connect): signing in', () => {
  it('sends an address of the verified domain to the provider and signs the person in', async () => {
    await switchOn();
    const { answer } = await signInThroughProvider('member@demo.test');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/dashboard');
    const session = await t.get('/api/auth/session', { cookie: cookiesOf(answer) });
    expect(session.json()).toMatchObject({ email: 'member@demo.test', role: 'organization_member' });
  });

  it("ends a session begun through the provider at the connection's maximum length, and the session probe says when", async () => {
    await switchOn();
    await t.services.db.update(ssoConnections).set({ sessionMaxMinutes: 30 });
    const { answer } = await signInThroughProvider('member@demo.test');
    const cookie = cookiesOf(answer);
    for (const asked of [1, 2]) {
      const session = await t.get('/api/auth/session', { cookie });
      expect(session.statusCode, `probe ${asked}`).toBe(200);
      const left = new Date(session.json().expiresAt).getTime() - Date.now();
      // Read again (the app reads every five minutes), it is not renewed past the connection's length.
      expect(left, `probe ${asked}`).toBeGreaterThan(29 * 60_000);
      expect(left, `probe ${asked}`).toBeLessThanOrEqual(30 * 60_000);
    }
  });

  it('asks for the password for an address of no single sign-on domain', async () => {
    await switchOn();
    const start = await t.post('/api/auth/sso', { email: 'someone@other.test' });
    expect(start.json()).toEqual({ authorizationUrl: null });
  });

  it('creates the account of a new person of the verified domain with the default role, audited', async () => {
    await switchOn();
    const { answer } = await signInThroughProvider('new.person@demo.test');
    expect(answer.headers.location).toBe('/dashboard');
    const [user] = await t.services.db
      .select({ id: users.id, role: userRoles.role })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.email, 'new.person@demo.test'));
    expect(user?.role).toBe('organization_member');
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.created_by_sso'), eq(auditEvents.subjectId, user?.id ?? '')));
    expect(audit?.details).toEqual({ email: 'new.person@demo.test', role: 'organization_member' });
  });

  it('refuses a replayed answer of the provider: no second session, and the refusal is audited', async () => {
    await switchOn();
    const { back, browser, answer } = await signInThroughProvider('member@demo.test');
    expect(answer.headers.location).toBe('/dashboard');
    const replay = await callback(back, browser);
    expect(replay.headers.location).toBe('/auth?sso=failed');
    expect(replay.cookies.find((c) => c.name === 'claimguard.session_token')).toBeUndefined();
    expect(await failedSignIns('sso-state-unknown-or-used')).toHaveLength(1);
  });

  it('refuses an answer brought by another browser than the one that began the sign-in', async () => {
    await switchOn();
    const start = await t.post('/api/auth/sso', { email: 'member@demo.test' });
    const back = await idp.signIn(start.json().authorizationUrl, 'member@demo.test');
    const elsewhere = await callback(back, '');
    expect(elsewhere.headers.location).toBe('/auth?sso=failed');
    expect(await failedSignIns('sso-no-state')).toHaveLength(1);
  });

  it("refuses an address of another organization's domain and creates nothing", async () => {
    await switchOn();
    const { answer } = await signInThroughProvider('member@demo.test', 'outsider@elsewhere.test');
    expect(answer.headers.location).toBe('/auth?sso=failed');
    expect(
      await t.services.db.select().from(users).where(eq(users.email, 'outsider@elsewhere.test')),
    ).toEqual([]);
    const { answer: other } = await signInThroughProvider('member@demo.test', 'member@other.test');
    expect(other.headers.location).toBe('/auth?sso=failed');
    expect(await failedSignIns('sso-domain-not-verified')).toHaveLength(1);
    expect(await failedSignIns('sso-other-organisation')).toHaveLength(1);
  });

  it('refuses an unverified e-mail of the provider', async () => {
    await switchOn();
    const { answer } = await signInThroughProvider('member@demo.test', 'unverified@demo.test');
    expect(answer.headers.location).toBe('/auth?sso=failed');
    expect(await failedSignIns('sso-email-unverified')).toHaveLength(1);
  });

  it('does not send an address of an unverified domain to the provider', async () => {
    await switchOn({ approveDomain: false });
    const admin = await t.signIn('admin@demo.test');
    expect((await t.post('/api/v1/sso-domains', { domain: 'demo.test' }, { cookie: admin })).statusCode).toBe(
      201,
    );
    expect((await t.post('/api/auth/sso', { email: 'member@demo.test' })).json()).toEqual({
      authorizationUrl: null,
    });
  });
});

describe('Require SSO', () => {
  it("turns password sign-in off for the organization's people, audited; super admins keep theirs", async () => {
    await switchOn({ requireSso: true });
    const password = await t.post('/api/auth/sign-in', {
      email: 'member@demo.test',
      password: 'demo-password',
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().code).toBe('SSO_REQUIRED');
    expect(password.cookies.find((c) => c.name === 'claimguard.session_token')).toBeUndefined();
    expect(await failedSignIns('sso-required')).toHaveLength(1);
    await expect(t.signIn('super@demo.test')).resolves.toContain('claimguard.session_token=');
    await expect(t.signIn('member@other.test')).resolves.toContain('claimguard.session_token=');
  });

  it('cannot be turned on while the connection is off', async () => {
    const admin = await t.signIn('admin@demo.test');
    await connect(admin);
    const refused = await send(t, {
      method: 'PUT',
      url: '/api/v1/sso-connection/state',
      cookie: admin,
      payload: { enabled: false, requireSso: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SSO_NOT_ENABLED');
  });
});

describe('Single sign-on domains', () => {
  it('are verified by the DNS TXT record the reply names', async () => {
    const admin = await t.signIn('admin@demo.test');
    const added = await t.post('/api/v1/sso-domains', { domain: 'Claims.Demo.test' }, { cookie: admin });
    expect(added.statusCode, added.body).toBe(201);
    const domain = added.json();
    expect(domain).toMatchObject({
      domain: 'claims.demo.test',
      verified: false,
      txtRecord: {
        name: '_claimguard-verification.claims.demo.test',
        value: expect.stringMatching(/^claimguard-verification=/),
      },
    });

    const missing = await t.post(`/api/v1/sso-domains/${domain.id}/verify`, {}, { cookie: admin });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('SSO_DOMAIN_NOT_VERIFIED');

    dns.txt.set(domain.txtRecord.name, 'claimguard-verification=something-else');
    expect((await t.post(`/api/v1/sso-domains/${domain.id}/verify`, {}, { cookie: admin })).statusCode).toBe(
      409,
    );

    dns.txt.set(domain.txtRecord.name, domain.txtRecord.value);
    const verified = await t.post(`/api/v1/sso-domains/${domain.id}/verify`, {}, { cookie: admin });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, verifiedBy: 'dns' });
    const events = await t.services.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, domain.id));
    expect(events.map((event) => event.action)).toContain('sso_domain.verified');
  });

  it("belong to one organization: another's is refused, and cannot be read or verified from elsewhere", async () => {
    const admin = await t.signIn('admin@demo.test');
    const added = (await t.post('/api/v1/sso-domains', { domain: 'shared.test' }, { cookie: admin })).json();
    const otherAdmin = await t.signIn('admin@other.test');
    const taken = await t.post('/api/v1/sso-domains', { domain: 'shared.test' }, { cookie: otherAdmin });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SSO_DOMAIN_TAKEN');
    expect((await t.get('/api/v1/sso-domains', { cookie: otherAdmin })).json()).toEqual([]);
    const foreign = await t.post(`/api/v1/sso-domains/${added.id}/verify`, {}, { cookie: otherAdmin });
    expect(foreign.statusCode).toBe(404);

    const superAdmin = await t.signIn('super@demo.test');
    const otherId = await organisationIdOf(t, 'other.test');
    const approval = await t.post(
      `/api/v1/organisations/${otherId}/sso-domains`,
      { domain: 'shared.test' },
      {
        cookie: superAdmin,
      },
    );
    expect(approval.statusCode).toBe(409);
    expect(approval.json().code).toBe('SSO_DOMAIN_TAKEN');
  });
});
