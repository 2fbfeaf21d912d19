import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@/domain/admin-messages';
import { users } from '@/server/db/schema/auth';
import { userRoles } from '@/server/db/schema/people';
import { auditEvents } from '@/server/db/schema/platform';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { grantSuperAdmin } from './grant-super-admin';

const t = setupTestApp();

const listUsers = async (query = '', email = 'super@demo.test') =>
  t.get(`/api/v1/users${query}`, { cookie: await t.signIn(email) });
const idOf = async (email: string) => {
  const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? '';
};
const roleOf = async (email: string) => {
  const [row] = await t.services.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, await idOf(email)));
  return row?.role ?? null;
};

describe('GET /api/v1/users', () => {
  it('lists every user across organisations, 10 per page by default, with organisation and role', async () => {
    const response = await listUsers();
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 10 });
    expect(page.items.find((u: { email: string }) => u.email === 'member@other.test')).toMatchObject({
      firstName: expect.any(String),
      role: 'organization_member',
      organisation: { name: 'Other Mutual' },
      invitationPending: false,
    });
    expect(page.items.find((u: { email: string }) => u.email === 'norole@demo.test').role).toBeNull();
    expect(page.items.find((u: { email: string }) => u.email === 'invited@demo.test').invitationPending).toBe(
      true,
    );
  });

  it('searches by e-mail, first name, last name or full name, case-insensitively', async () => {
    const emails = async (search: string) =>
      (await listUsers(`?search=${encodeURIComponent(search)}`))
        .json()
        .items.map((u: { email: string }) => u.email);
    expect(await emails('OTHER.TEST')).toEqual(
      expect.arrayContaining(['admin@other.test', 'member@other.test']),
    );
    expect(await emails('OTHER.TEST')).toHaveLength(2);
    expect(await emails('alex')).toEqual(['admin@demo.test']);
    expect(await emails('Alex Adm')).toEqual(['admin@demo.test']);
    expect(await emails('%')).toEqual([]);
  });

  it('pages with the allowed sizes only', async () => {
    const second = (await listUsers('?page=2&pageSize=10')).json();
    expect(second).toMatchObject({ total: 7, page: 2, items: [] });
    expect((await listUsers('?pageSize=25')).json().items).toHaveLength(7);
    const bad = await listUsers('?pageSize=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Page size must be 10, 25, 50 or 100' });
  });

  it.each(['admin@demo.test', 'member@demo.test'])('refuses %s (403)', async (email) => {
    expect((await listUsers('', email)).statusCode).toBe(403);
  });
});

describe('PATCH /api/v1/users/:id (Edit)', () => {
  const edit = async (email: string, payload: unknown, from = 'super@demo.test') =>
    send(t, {
      method: 'PATCH',
      url: `/api/v1/users/${await idOf(email)}`,
      cookie: await t.signIn(from),
      payload,
    });

  it('lets a super admin edit a user of another organisation, audited', async () => {
    const response = await edit('member@other.test', { firstName: 'Mo', lastName: 'Other', title: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User updated successfully' });
    const signIn = await t.post('/api/auth/sign-in', {
      email: 'member@other.test',
      password: 'demo-password',
    });
    expect(signIn.json()).toMatchObject({ firstName: 'Mo', lastName: 'Other', title: null });
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.updated'));
    expect(events).toHaveLength(1);
  });

  it('refuses a blank first name, and an organisation admin (403), changing nothing', async () => {
    const blank = await edit('member@demo.test', { firstName: '', lastName: 'X', title: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'First name is required' });
    const asAdmin = await edit(
      'member@demo.test',
      { firstName: 'Hacked', lastName: 'X', title: '' },
      'admin@demo.test',
    );
    expect(asAdmin.statusCode).toBe(403);
    const signIn = await t.post('/api/auth/sign-in', {
      email: 'member@demo.test',
      password: 'demo-password',
    });
    expect(signIn.json().firstName).not.toBe('Hacked');
  });

  it('answers 404 to an unknown user', async () => {
    const response = await send(t, {
      method: 'PATCH',
      url: '/api/v1/users/00000000-0000-4000-8000-000000000000',
      cookie: await t.signIn('super@demo.test'),
      payload: { firstName: 'A', lastName: 'B', title: '' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/v1/users/:id/role', () => {
  const assign = async (email: string, payload: unknown, from = 'super@demo.test') =>
    send(t, {
      method: 'PUT',
      url: `/api/v1/users/${await idOf(email)}/role`,
      cookie: await t.signIn(from),
      payload,
    });

  it('inserts a role for a user without one (Role assigned) and updates an existing one (Role updated)', async () => {
    const inserted = await assign('norole@demo.test', { role: 'organization_member' });
    expect(inserted.statusCode).toBe(200);
    expect(inserted.json()).toEqual({ message: 'Role assigned successfully' });
    expect(await roleOf('norole@demo.test')).toBe('organization_member');

    const updated = await assign('member@other.test', { role: 'organization_admin' });
    expect(updated.json()).toEqual({ message: 'Role updated successfully' });
    expect(await roleOf('member@other.test')).toBe('organization_admin');

    const events = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectType, 'user'));
    expect(events.map((e) => [e.action, e.details])).toEqual(
      expect.arrayContaining([
        ['role.assigned', { from: null, to: 'organization_member' }],
        ['role.changed', { from: 'organization_member', to: 'organization_admin' }],
      ]),
    );
  });

  it('refuses to demote the last super admin (409), and lets one go once there is another', async () => {
    const alone = await assign('super@demo.test', { role: 'organization_admin' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ code: 'LAST_SUPER_ADMIN', message: adminMessages.lastSuperAdmin });
    expect(await roleOf('super@demo.test')).toBe('super_admin');

    expect((await assign('admin@other.test', { role: 'super_admin' })).statusCode).toBe(200);
    // Two demotions at once: exactly one may go through, or no super admin would be left.
    const [first, second] = await Promise.all([
      assign('super@demo.test', { role: 'organization_admin' }),
      assign('admin@other.test', { role: 'organization_admin' }, 'admin@other.test'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const left = await Promise.all(['super@demo.test', 'admin@other.test'].map(roleOf));
    expect(left.filter((role) => role === 'super_admin')).toHaveLength(1);
  });

  it('lets an operator with database access make a user super admin (npm run admin:grant-super), audited', async () => {
    expect(await grantSuperAdmin(t.services.db, ' Member@Demo.test ')).toBe(true);
    expect(await roleOf('member@demo.test')).toBe('super_admin');
    expect(await grantSuperAdmin(t.services.db, 'nobody@demo.test')).toBe(false);
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'role.granted_by_operator'));
    expect(events).toHaveLength(1);
  });

  it('needs a role to be chosen', async () => {
    for (const payload of [{}, { role: '' }, { role: 'owner' }]) {
      const response = await assign('norole@demo.test', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Please select a role' });
    }
    expect(await roleOf('norole@demo.test')).toBeNull();
  });

  it('refuses an organisation admin promoting anyone, even in their own organisation (403)', async () => {
    expect((await assign('member@demo.test', { role: 'super_admin' }, 'admin@demo.test')).statusCode).toBe(
      403,
    );
    expect((await assign('admin@demo.test', { role: 'super_admin' }, 'admin@demo.test')).statusCode).toBe(
      403,
    );
    expect(await roleOf('member@demo.test')).toBe('organization_member');
    expect(await roleOf('admin@demo.test')).toBe('organization_admin');
  });
});
