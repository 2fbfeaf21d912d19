import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '@/server/db/schema/organisations';
import { auditEvents } from '@/server/db/schema/platform';
import { latestLinkTo } from '../../../../tests/support/outbox';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

const create = async (payload: unknown, email = 'super@demo.test') =>
  send(t, { method: 'POST', url: '/api/v1/organisations', cookie: await t.signIn(email), payload });

describe('POST /api/v1/organisations', () => {
  it('lets a super admin create an organisation, audited, which then lists first with 0 users', async () => {
    const response = await create({ name: ' Acme Insurance ', domain: 'acme-insurance.co.uk' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Acme Insurance', domain: 'acme-insurance.co.uk' });

    const list = await t.get('/api/v1/organisations', { cookie: await t.signIn('super@demo.test') });
    expect(list.json()[0]).toMatchObject({ name: 'Acme Insurance', userCount: 0 });
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'organisation.created'));
    expect(events).toMatchObject([
      { subjectId: response.json().id, details: { domain: 'acme-insurance.co.uk' } },
    ]);
  });

  it.each([
    [{ name: '', domain: '' }, 'Organization name is required'],
    [{ name: 'Acme', domain: '' }, 'Domain is required'],
    [{ name: 'Acme', domain: 'ACME.COM' }, 'Invalid domain format'],
    [{ name: 'Acme', domain: 'acme' }, 'Invalid domain format'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses a domain that is taken, creating nothing', async () => {
    const response = await create({ name: 'Demo Again', domain: 'demo.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DUPLICATE',
      message: 'An organization with domain "demo.test" already exists.',
    });
    expect(await t.services.db.select().from(organizations)).toHaveLength(2);
  });

  it.each(['admin@demo.test', 'member@demo.test'])('refuses %s (403), creating nothing', async (email) => {
    expect((await create({ name: 'Rogue', domain: 'rogue.test' }, email)).statusCode).toBe(403);
    expect((await t.get('/api/v1/organisations', { cookie: await t.signIn(email) })).statusCode).toBe(403);
    expect(await t.services.db.select().from(organizations)).toHaveLength(2);
  });
});

describe('GET /api/v1/organisations', () => {
  it('lists every organisation with its number of users', async () => {
    const response = await t.get('/api/v1/organisations', { cookie: await t.signIn('super@demo.test') });
    expect(response.statusCode).toBe(200);
    const counts = Object.fromEntries(
      (response.json() as Array<{ domain: string; userCount: number }>).map((o) => [o.domain, o.userCount]),
    );
    expect(counts).toEqual({ 'demo.test': 5, 'other.test': 2 });
  });
});

describe('GET /api/v1/organisation and /members (Org Admin Panel)', () => {
  it.each([
    ['admin@demo.test', 'Demo Insurance', 'demo.test', 5],
    ['super@demo.test', 'Demo Insurance', 'demo.test', 5],
    ['admin@other.test', 'Other Mutual', 'other.test', 2],
  ])('gives %s its own organisation and team only', async (email, name, domain, members) => {
    const cookie = await t.signIn(email);
    const overview = await t.get('/api/v1/organisation', { cookie });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ name, domain, memberCount: members });
    const team = (await t.get('/api/v1/organisation/members', { cookie })).json() as Array<{ email: string }>;
    expect(team).toHaveLength(members);
    expect(team.every((member) => member.email.endsWith(`@${domain}`))).toBe(true);
  });

  it('lists names, titles and roles, with none for a user without a role', async () => {
    const team = (
      await t.get('/api/v1/organisation/members', { cookie: await t.signIn('admin@demo.test') })
    ).json() as Array<{ email: string; role: string | null; title: string | null }>;
    expect(team.find((m) => m.email === 'admin@demo.test')).toMatchObject({
      role: 'organization_admin',
      title: 'Claims Manager',
    });
    expect(team.find((m) => m.email === 'norole@demo.test')?.role).toBeNull();
  });

  it("marks an invitee pending, with their link's expiry, until they accept", async () => {
    const cookie = await t.signIn('admin@demo.test');
    const invited = await t.post(
      '/api/v1/invitations/members',
      { email: 'nia@demo.test', firstName: 'Nia', lastName: 'New', title: 'Handler' },
      { cookie },
    );
    expect(invited.statusCode).toBe(201);
    const team = async () =>
      (await t.get('/api/v1/organisation/members', { cookie })).json() as Array<{
        email: string;
        invitationPending: boolean;
        invitationExpiresAt: string | null;
      }>;
    const nia = (await team()).find((member) => member.email === 'nia@demo.test');
    expect(nia?.invitationPending).toBe(true);
    const expiresInDays = (Date.parse(nia?.invitationExpiresAt ?? '') - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.9);
    expect(expiresInDays).toBeLessThanOrEqual(7);
    expect((await team()).find((member) => member.email === 'admin@demo.test')).toMatchObject({
      invitationPending: false,
      invitationExpiresAt: null,
    });

    const token = (await latestLinkTo(t.services, 'nia@demo.test')).searchParams.get('access_token') ?? '';
    const accepted = await t.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, {
      password: 'fresh-password',
      confirmPassword: 'fresh-password',
    });
    expect(accepted.statusCode).toBe(200);
    expect((await team()).find((member) => member.email === 'nia@demo.test')).toMatchObject({
      invitationPending: false,
      invitationExpiresAt: null,
    });
  });

  it('refuses a member (403)', async () => {
    const cookie = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/organisation', { cookie })).statusCode).toBe(403);
    expect((await t.get('/api/v1/organisation/members', { cookie })).statusCode).toBe(403);
  });
});
