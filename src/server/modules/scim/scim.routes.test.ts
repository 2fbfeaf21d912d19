import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { scimMessages } from '@/domain/scim-messages';
import { sessions, users } from '@/server/db/schema/auth';
import { userRoles } from '@/server/db/schema/people';
import { auditEvents } from '@/server/db/schema/platform';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import { mailsTo } from '../../../../tests/support/outbox';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function tokenOf(adminEmail: string) {
  const cookie = await t.signIn(adminEmail);
  const response = await t.post('/api/v1/scim-tokens', { name: 'Okta' }, { cookie });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; token: string };
}

/** A request as an identity provider sends it: the token as bearer, SCIM's JSON content type. */
function scim(token: string, method: InjectOptions['method'], url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/scim+json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function idOf(email: string) {
  const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const roleOf = async (email: string) =>
  (
    await t.services.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, await idOf(email)))
  )[0]?.role ?? null;

/** The audit rows of the action on the subject that name the SCIM token as their actor, and no person. */
const directoryAudits = (action: string, subjectId: string, tokenId: string) =>
  t.services.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.subjectId, subjectId),
        eq(auditEvents.actorScimTokenId, tokenId),
        isNull(auditEvents.actorUserId),
      ),
    );

const signIn = (email: string) => t.post('/api/auth/sign-in', { email, password: DEMO_PASSWORD });

const newUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName,
  externalId: `okta-${userName}`,
  name: { givenName: 'Dana', familyName: 'Directory' },
  emails: [{ value: userName, primary: true }],
  active: true,
  ...extra,
});

describe('SCIM: discovery and authentication', () => {
  it('describes itself in SCIM JSON to a token of the organization', async () => {
    const { token } = await tokenOf('admin@demo.test');
    const config = await scim(token, 'GET', '/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(config.json()).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = await scim(token, 'GET', '/ResourceTypes');
    expect(types.json().Resources.map((type: { endpoint: string }) => type.endpoint)).toEqual([
      '/Users',
      '/Groups',
    ]);
    const schemas = await scim(token, 'GET', '/Schemas');
    expect(schemas.json().totalResults).toBe(2);
  });

  it('refuses a request without a token, with an unknown one, or with an API key, in SCIM error shape', async () => {
    const apiKey = await t.post(
      '/api/v1/api-keys',
      { name: 'Claims', scopes: ['checks:read'] },
      { cookie: await t.signIn('admin@demo.test') },
    );
    for (const headers of [
      {},
      { authorization: 'Bearer cgs_unknown' },
      { authorization: `Bearer ${apiKey.json().key}` },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/scim/v2/Users', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(response.json()).toEqual({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '401',
        detail: scimMessages.invalidToken,
      });
    }
  });

  it('answers an unknown SCIM path 404 in SCIM error shape', async () => {
    const { token } = await tokenOf('admin@demo.test');
    const response = await scim(token, 'GET', '/Devices');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: '404', detail: scimMessages.unknownEndpoint });
  });
});

describe('SCIM Users', () => {
  it("lists the organization's people (never a super admin), by userName or externalId, a page at a time", async () => {
    const { token } = await tokenOf('admin@demo.test');
    const all = await scim(token, 'GET', '/Users');
    expect(all.statusCode).toBe(200);
    const userNames = all.json().Resources.map((user: { userName: string }) => user.userName);
    expect(userNames).toEqual(
      expect.arrayContaining([
        'admin@demo.test',
        'member@demo.test',
        'norole@demo.test',
        'invited@demo.test',
      ]),
    );
    expect(userNames).not.toContain('super@demo.test');
    expect(userNames.some((name: string) => name.endsWith('@other.test'))).toBe(false);

    const one = await scim(
      token,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "MEMBER@demo.test"')}`,
    );
    expect(one.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
      Resources: [
        {
          id: await idOf('member@demo.test'),
          userName: 'member@demo.test',
          name: { givenName: 'Morgan', familyName: 'Member' },
          title: 'Claim Handler',
          active: true,
          groups: [{ value: 'organization_member', display: 'Members' }],
        },
      ],
    });

    const page = await scim(token, 'GET', '/Users?startIndex=2&count=2');
    expect(page.json()).toMatchObject({ totalResults: userNames.length, startIndex: 2, itemsPerPage: 2 });
    expect(page.json().Resources.map((user: { userName: string }) => user.userName)).toEqual(
      userNames.slice(1, 3),
    );

    for (const filter of [
      'userName co "demo"',
      'title eq "Claim Handler"',
      'userName eq "a" or userName eq "b"',
      'userName eq',
    ]) {
      const refused = await scim(token, 'GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        status: '400',
        scimType: 'invalidFilter',
        detail: scimMessages.unsupportedFilter,
      });
    }
  });

  it('creates a person who is invited to set a password, cannot sign in before, and is found by externalId', async () => {
    const { id: tokenId, token } = await tokenOf('admin@demo.test');
    const created = await scim(token, 'POST', '/Users', newUser('Dana@Demo.test'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      userName: 'dana@demo.test',
      externalId: 'okta-Dana@Demo.test',
      active: true,
      groups: [{ value: 'organization_member' }],
    });
    const userId = created.json().id as string;
    expect(created.json().meta.location).toMatch(new RegExp(`/scim/v2/Users/${userId}$`));
    expect((await mailsTo(t.services, 'dana@demo.test')).map((mail) => mail.text)).toEqual([
      expect.stringContaining('/accept-invite?type=invite&access_token='),
    ]);
    expect((await signIn('dana@demo.test')).statusCode).toBe(401);
    const [invitation] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invitation.created'), eq(auditEvents.actorScimTokenId, tokenId)));
    expect(invitation).toMatchObject({ actorUserId: null, details: { email: 'dana@demo.test', userId } });

    const byExternalId = await scim(
      token,
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "okta-Dana@Demo.test"')}`,
    );
    expect(byExternalId.json().Resources.map((user: { id: string }) => user.id)).toEqual([userId]);

    const again = await scim(token, 'POST', '/Users', newUser('dana@demo.test', { externalId: 'other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: '409', scimType: 'uniqueness' });
    const sameExternalId = await scim(
      token,
      'POST',
      '/Users',
      newUser('eve@demo.test', { externalId: 'okta-Dana@Demo.test' }),
    );
    expect(sameExternalId.statusCode).toBe(409);
    expect(sameExternalId.json()).toMatchObject({
      scimType: 'uniqueness',
      detail: scimMessages.externalIdTaken,
    });
    expect(await t.services.db.select().from(users).where(eq(users.email, 'eve@demo.test'))).toEqual([]);
  });

  it('refuses a person of another domain, without a name, or with a body that is not JSON; nothing is created', async () => {
    const { token } = await tokenOf('admin@demo.test');
    const foreignDomain = await scim(token, 'POST', '/Users', newUser('dana@other.test'));
    expect(foreignDomain.statusCode).toBe(400);
    expect(foreignDomain.json()).toMatchObject({
      scimType: 'invalidValue',
      detail: scimMessages.emailDomainMismatch('demo.test'),
    });
    const nameless = await scim(token, 'POST', '/Users', newUser('nameless@demo.test', { name: undefined }));
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ scimType: 'invalidValue' });
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    const created = await t.services.db.select().from(users).where(eq(users.email, 'nameless@demo.test'));
    expect([
      ...created,
      ...(await t.services.db.select().from(users).where(eq(users.email, 'dana@other.test'))),
    ]).toEqual([]);
  });

  it('replaces a name and title with PUT, audited with the directory as actor; the userName cannot change', async () => {
    const { id: tokenId, token } = await tokenOf('admin@demo.test');
    const memberId = await idOf('member@demo.test');
    const replaced = await scim(token, 'PUT', `/Users/${memberId}`, {
      userName: 'member@demo.test',
      externalId: 'okta-42',
      name: { givenName: 'Morgana', familyName: 'Member' },
      title: 'Senior Claim Handler',
      active: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: { givenName: 'Morgana' },
      title: 'Senior Claim Handler',
      externalId: 'okta-42',
    });
    expect((await scim(token, 'GET', `/Users/${memberId}`)).json()).toMatchObject({
      name: { givenName: 'Morgana' },
    });
    const [audit] = await directoryAudits('user.updated', memberId, tokenId);
    expect(audit?.details).toEqual({
      firstName: 'Morgana',
      title: 'Senior Claim Handler',
      externalId: 'okta-42',
    });

    const renamed = await scim(token, 'PUT', `/Users/${memberId}`, {
      userName: 'morgan@demo.test',
      name: { givenName: 'M', familyName: 'M' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ scimType: 'mutability', detail: scimMessages.userNameChange });

    // The directory's change holds in the organization's audit chain, its token covered by the hash.
    const admin = await t.signIn('admin@demo.test');
    const verified = await t.get('/api/v1/audit-events/verification', { cookie: admin });
    expect(verified.json()).toMatchObject({ verified: true });
    await t.services.db
      .update(auditEvents)
      .set({ actorScimTokenId: null })
      .where(eq(auditEvents.id, audit?.id ?? ''));
    const forged = await t.get('/api/v1/audit-events/verification', { cookie: admin });
    expect(forged.json()).toMatchObject({
      verified: false,
      firstBroken: { id: audit?.id, reason: 'content_changed' },
    });
  });

  it('deprovisions with PATCH replace active false: sessions end at once, sign-in is refused; "True" brings them back', async () => {
    const { id: tokenId, token } = await tokenOf('admin@demo.test');
    const memberId = await idOf('member@demo.test');
    const session = await t.signIn('member@demo.test');
    const patched = await scim(token, 'PATCH', `/Users/${memberId}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().active).toBe(false);
    expect((await t.get('/api/v1/profile', { cookie: session })).statusCode).toBe(401);
    expect(await t.services.db.select().from(sessions).where(eq(sessions.userId, memberId))).toEqual([]);
    const refused = await signIn('member@demo.test');
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: messages.accountDisabled });
    expect(await directoryAudits('user.deactivated', memberId, tokenId)).toHaveLength(1);

    // As Microsoft Entra sends it: a capitalised op, no path, the flag as text.
    const back = await scim(token, 'PATCH', `/Users/${memberId}`, {
      Operations: [{ op: 'Replace', value: { active: 'True' } }],
    });
    expect(back.json().active).toBe(true);
    expect((await signIn('member@demo.test')).statusCode).toBe(200);
    expect(await directoryAudits('user.reactivated', memberId, tokenId)).toHaveLength(1);
  });

  it('applies PATCH operations by path and refuses an unknown attribute without changing anything', async () => {
    const { token } = await tokenOf('admin@demo.test');
    const memberId = await idOf('member@demo.test');
    const patched = await scim(token, 'PATCH', `/Users/${memberId}`, {
      Operations: [
        { op: 'replace', path: 'name.familyName', value: 'Moore' },
        { op: 'add', path: 'externalId', value: 'okta-7' },
        { op: 'remove', path: 'title' },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: { givenName: 'Morgan', familyName: 'Moore' },
      externalId: 'okta-7',
    });
    expect(patched.json().title).toBeUndefined();
    const taken = await scim(token, 'PATCH', `/Users/${await idOf('norole@demo.test')}`, {
      Operations: [{ op: 'replace', path: 'externalId', value: 'okta-7' }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ scimType: 'uniqueness', detail: scimMessages.externalIdTaken });

    const unknown = await scim(token, 'PATCH', `/Users/${memberId}`, {
      Operations: [
        { op: 'replace', path: 'name.familyName', value: 'Other' },
        { op: 'replace', path: 'nickName', value: 'Mo' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ scimType: 'invalidPath' });
    expect((await scim(token, 'GET', `/Users/${memberId}`)).json().name.familyName).toBe('Moore');
  });

  it('deprovisions with DELETE: the person is deactivated at once and stays listed as inactive', async () => {
    const { id: tokenId, token } = await tokenOf('admin@demo.test');
    const memberId = await idOf('member@demo.test');
    const session = await t.signIn('member@demo.test');
    const deleted = await scim(token, 'DELETE', `/Users/${memberId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await t.get('/api/v1/profile', { cookie: session })).statusCode).toBe(401);
    expect((await scim(token, 'GET', `/Users/${memberId}`)).json().active).toBe(false);
    expect(await directoryAudits('user.deactivated', memberId, tokenId)).toHaveLength(1);

    const log = await t.get(`/api/v1/audit-events?subject=${memberId}`, {
      cookie: await t.signIn('admin@demo.test'),
    });
    expect(log.json().items).toEqual([
      expect.objectContaining({ action: 'user.deactivated', actor: null, apiKey: null, directory: 'Okta' }),
    ]);
  });

  it("keeps the organization's last admin: deprovisioning them is refused (409)", async () => {
    const { token } = await tokenOf('admin@demo.test');
    const refused = await scim(token, 'DELETE', `/Users/${await idOf('admin@demo.test')}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: '409' });
    expect((await signIn('admin@demo.test')).statusCode).toBe(200);
  });
});

describe('SCIM Groups: membership is the role', () => {
  it('lists the two groups with their members', async () => {
    const { token } = await tokenOf('admin@demo.test');
    const groups = await scim(token, 'GET', '/Groups');
    expect(groups.json()).toMatchObject({
      totalResults: 2,
      Resources: [
        { id: 'organization_member', displayName: 'Members' },
        {
          id: 'organization_admin',
          displayName: 'Organization admins',
          members: [{ value: await idOf('admin@demo.test'), display: 'admin@demo.test' }],
        },
      ],
    });
    const filtered = await scim(
      token,
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "Members"')}`,
    );
    expect(filtered.json().Resources.map((group: { id: string }) => group.id)).toEqual([
      'organization_member',
    ]);
  });

  it('adds and removes members: admin, back to member, then no role; each audited with the directory as actor', async () => {
    const { id: tokenId, token } = await tokenOf('admin@demo.test');
    const memberId = await idOf('member@demo.test');
    const add = await scim(token, 'PATCH', '/Groups/organization_admin', {
      Operations: [{ op: 'add', path: 'members', value: [{ value: memberId }] }],
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().members.map((member: { value: string }) => member.value)).toContain(memberId);
    expect(await roleOf('member@demo.test')).toBe('organization_admin');

    await scim(token, 'PATCH', '/Groups/organization_admin', {
      Operations: [{ op: 'remove', path: `members[value eq "${memberId}"]` }],
    });
    expect(await roleOf('member@demo.test')).toBe('organization_member');
    expect((await directoryAudits('role.changed', memberId, tokenId)).map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { from: 'organization_member', to: 'organization_admin' },
        { from: 'organization_admin', to: 'organization_member' },
      ]),
    );

    await scim(token, 'PATCH', '/Groups/organization_member', {
      Operations: [{ op: 'remove', path: 'members', value: [{ value: memberId }] }],
    });
    expect(await roleOf('member@demo.test')).toBeNull();
    expect((await directoryAudits('role.removed', memberId, tokenId)).map((row) => row.details)).toEqual([
      { from: 'organization_member' },
    ]);

    await scim(token, 'PATCH', '/Groups/organization_member', {
      Operations: [{ op: 'add', path: 'members', value: [{ value: memberId }] }],
    });
    expect(await roleOf('member@demo.test')).toBe('organization_member');
  });

  it('refuses to rename a group, an unknown group, and taking the last admin out of the admins', async () => {
    const { token } = await tokenOf('admin@demo.test');
    const rename = await scim(token, 'PATCH', '/Groups/organization_member', {
      Operations: [{ op: 'replace', path: 'displayName', value: 'Staff' }],
    });
    expect(rename.json()).toMatchObject({ status: '400', scimType: 'mutability' });
    expect((await scim(token, 'GET', '/Groups/staff')).statusCode).toBe(404);
    const lastAdmin = await scim(token, 'PATCH', '/Groups/organization_admin', {
      Operations: [{ op: 'remove', path: 'members', value: [{ value: await idOf('admin@demo.test') }] }],
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(await roleOf('admin@demo.test')).toBe('organization_admin');
  });
});

describe("SCIM: another organization's token never reaches this organization's people", () => {
  it('answers 404 to every read and change of them, and changes nothing', async () => {
    const { token: otherToken } = await tokenOf('admin@other.test');
    const memberId = await idOf('member@demo.test');
    const session = await t.signIn('member@demo.test');
    const listed = await scim(
      otherToken,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "member@demo.test"')}`,
    );
    expect(listed.json()).toMatchObject({ totalResults: 0, Resources: [] });
    const attempts = [
      await scim(otherToken, 'GET', `/Users/${memberId}`),
      await scim(otherToken, 'PUT', `/Users/${memberId}`, newUser('member@demo.test', { active: false })),
      await scim(otherToken, 'PATCH', `/Users/${memberId}`, {
        Operations: [{ op: 'replace', path: 'active', value: false }],
      }),
      await scim(otherToken, 'DELETE', `/Users/${memberId}`),
      await scim(otherToken, 'PATCH', '/Groups/organization_admin', {
        Operations: [{ op: 'add', path: 'members', value: [{ value: memberId }] }],
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toMatchObject({ status: '404', detail: scimMessages.userNotFound });
    }
    const created = await scim(otherToken, 'POST', '/Users', newUser('intruder@demo.test'));
    expect(created.statusCode).toBe(400);
    expect((await t.get('/api/v1/profile', { cookie: session })).statusCode).toBe(200);
    expect(await roleOf('member@demo.test')).toBe('organization_member');
    const groups = await scim(otherToken, 'GET', '/Groups');
    expect(JSON.stringify(groups.json())).not.toContain('demo.test');
  });
});
