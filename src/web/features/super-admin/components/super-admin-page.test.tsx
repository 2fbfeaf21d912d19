import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '@/domain/contracts/users';
import { findToast } from '@/web/testing/find-toast';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { SuperAdminPage } from './super-admin-page';

type Answer = { status: number; body?: unknown } | undefined;

const USERS: UserRow[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    email: 'pending@acme.test',
    firstName: 'Pat',
    lastName: 'Pending',
    title: null,
    role: null,
    organisation: { id: 'b0000000-0000-4000-8000-000000000001', name: 'Acme' },
    invitationPending: true,
    twoFactorEnabled: false,
    twoFactorExempt: false,
    deactivated: true,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    email: 'admin@acme.test',
    firstName: 'Ada',
    lastName: 'Admin',
    title: 'Head of Claims',
    role: 'organization_admin',
    organisation: { id: 'b0000000-0000-4000-8000-000000000001', name: 'Acme' },
    invitationPending: false,
    twoFactorEnabled: true,
    twoFactorExempt: false,
    deactivated: false,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    email: 'super@demo.test',
    firstName: 'Sue',
    lastName: 'Per',
    title: null,
    role: 'super_admin',
    organisation: { id: 'b0000000-0000-4000-8000-000000000002', name: 'Demo' },
    invitationPending: false,
    twoFactorEnabled: false,
    twoFactorExempt: true,
    deactivated: false,
  },
];

function renderSuperAdmin(route: (method: string, path: string, body: unknown) => Answer = () => undefined) {
  const api = fakeApi((method, path, body) => {
    const answer = route(method, path, body);
    if (answer) return answer;
    if (path === '/api/v1/organisations') return { status: 200, body: [] };
    if (path.startsWith('/api/v1/users?'))
      return { status: 200, body: { items: USERS, total: 12, page: 1, pageSize: 10 } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  renderPage(<SuperAdminPage invitationForm={null} outbox={null} />, '/dashboard/super-admin');
  return { user, calls: api.calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('Super Admin Panel', () => {
  it('shows No organizations yet, and the users with roles, No role assigned and the paging label', async () => {
    renderSuperAdmin();
    expect(await screen.findByText('No organizations yet')).toBeTruthy();
    expect(await screen.findByText('pending@acme.test')).toBeTruthy();
    expect(screen.getByText('No role assigned')).toBeTruthy();
    expect(screen.getByText('Organization Admin')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2 (12 total users)')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Name', 'Email', 'Title', 'Organization', 'Roles', '2FA', 'Actions']),
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Resend invitation to admin@acme.test' })
        .disabled,
    ).toBe(true);
  });

  it('checks the organisation form in order before sending anything', async () => {
    const { user, calls } = renderSuperAdmin();
    const create = await screen.findByRole('button', { name: 'Create Organization' });
    await user.click(create);
    expect((await findToast('Validation Error')).getByText('Organization name is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Organization Name'), 'Acme');
    await user.type(screen.getByLabelText('Domain'), 'Acme');
    await user.click(create);
    expect(await screen.findByText('Invalid domain format')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates an organisation and says so', async () => {
    const { user, calls } = renderSuperAdmin((method, path, body) =>
      method === 'POST' && path === '/api/v1/organisations'
        ? {
            status: 201,
            body: {
              id: 'b0000000-0000-4000-8000-000000000009',
              createdAt: '2026-01-01T00:00:00Z',
              ...(body as object),
            },
          }
        : undefined,
    );
    await user.type(await screen.findByLabelText('Organization Name'), ' Acme ');
    await user.type(screen.getByLabelText('Domain'), 'acme.com');
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await findToast('Organization created successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Acme', domain: 'acme.com' });
  });

  it('needs a role chosen before assigning one, then shows the server notice', async () => {
    const { user, calls } = renderSuperAdmin((method) =>
      method === 'PUT' ? { status: 200, body: { message: 'Role assigned successfully' } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Role of pending@acme.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign Role' }));
    await user.click(dialog.getByRole('button', { name: 'Save Role' }));
    expect((await findToast('Validation Error')).getByText('Please select a role')).toBeTruthy();
    await user.click(dialog.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Organization Member' }));
    await user.click(dialog.getByRole('button', { name: 'Save Role' }));
    expect(await findToast('Role assigned successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/v1/users/a0000000-0000-4000-8000-000000000001/role',
      body: { role: 'organization_member' },
    });
  });

  it('searches by name or e-mail from page 1 and changes the page size', async () => {
    const { user, calls } = renderSuperAdmin();
    await user.type(await screen.findByLabelText('Search by name or email'), 'ada');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/users?page=1&pageSize=10&search=ada')).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Records per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/users?page=1&pageSize=25&search=ada')).toBe(true),
    );
  });

  it('takes at most as many search characters as the server accepts', async () => {
    const { user, calls } = renderSuperAdmin();
    const box = await screen.findByLabelText('Search by name or email');
    await user.click(box);
    await user.paste('a'.repeat(120));
    expect(box).toHaveProperty('value', 'a'.repeat(100));
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith(`&search=${'a'.repeat(100)}`))).toBe(true),
    );
  });

  it('resends an invitation', async () => {
    const { user, calls } = renderSuperAdmin((method) =>
      method === 'POST' ? { status: 200, body: { message: 'Invitation resent' } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Resend invitation to pending@acme.test' }));
    expect(await findToast('Invitation resent')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/v1/users/a0000000-0000-4000-8000-000000000001/invitation',
    );
  });

  it("shows each user's two-factor sign-in, and resets it where it is on after a confirmation", async () => {
    const { user, calls } = renderSuperAdmin((method, path) =>
      method === 'POST' && path.endsWith('/two-factor/reset') ? { status: 204 } : undefined,
    );
    const rowOf = async (email: string) =>
      within((await screen.findByText(email)).closest('tr') as HTMLElement);
    expect((await rowOf('pending@acme.test')).getByText('Off')).toBeTruthy();
    expect((await rowOf('admin@acme.test')).getByText('On')).toBeTruthy();
    expect((await rowOf('super@demo.test')).getByText('Exempt (demo)')).toBeTruthy();
    // Only where it is on is there anything to reset.
    expect(screen.getAllByRole('button', { name: /^Reset two-factor sign-in of / })).toHaveLength(1);

    const listsBefore = calls.filter((call) => call.path.startsWith('/api/v1/users?')).length;
    await user.click(screen.getByRole('button', { name: 'Reset two-factor sign-in of admin@acme.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Two-Factor Sign-In' }));
    expect(dialog.getByText(/They will set it up again at their next sign-in\./)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset two-factor sign-in of admin@acme.test' }));
    const again = within(await screen.findByRole('dialog', { name: 'Reset Two-Factor Sign-In' }));
    await user.click(again.getByRole('button', { name: 'Reset Two-Factor' }));
    expect(
      (await findToast('Two-factor sign-in reset')).getByText(
        'Two-factor sign-in is off for admin@acme.test.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/v1/users/a0000000-0000-4000-8000-000000000002/two-factor/reset',
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/api/v1/users?')).length).toBeGreaterThan(
        listsBefore,
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deactivates a user of any organisation after a confirmation, reactivates one, and leaves super admins alone', async () => {
    const { user, calls } = renderSuperAdmin((method, path) =>
      path.endsWith('/deactivation')
        ? { status: 200, body: { message: method === 'POST' ? 'User deactivated' : 'User reactivated' } }
        : undefined,
    );
    const rowOf = async (email: string) =>
      within((await screen.findByText(email)).closest('tr') as HTMLElement);
    expect((await rowOf('pending@acme.test')).getByText('Deactivated')).toBeTruthy();
    expect((await rowOf('admin@acme.test')).queryByText('Deactivated')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate super@demo.test' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reactivate super@demo.test' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Deactivate admin@acme.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate admin@acme.test?' }));
    expect(dialog.getByText(/They are signed out at once and can no longer sign in/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path.endsWith('/deactivation'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deactivate admin@acme.test' }));
    const again = within(await screen.findByRole('dialog', { name: 'Deactivate admin@acme.test?' }));
    await user.click(again.getByRole('button', { name: 'Deactivate' }));
    expect((await findToast('User deactivated')).getByText('admin@acme.test')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reactivate pending@acme.test' }));
    expect((await findToast('User reactivated')).getByText('pending@acme.test')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.path.endsWith('/deactivation'))
        .map((call) => `${call.method} ${call.path}`),
    ).toEqual([
      'POST /api/v1/users/a0000000-0000-4000-8000-000000000002/deactivation',
      'DELETE /api/v1/users/a0000000-0000-4000-8000-000000000001/deactivation',
    ]);
  });
});
