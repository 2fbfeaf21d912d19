import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOrgAdmin } from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const MEMBER_PATH = '/api/v1/organisation/members/a0000000-0000-4000-8000-000000000002';

describe('Team Members', () => {
  it('deactivates a member only after a confirmation that names them', async () => {
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'POST' && path === `${MEMBER_PATH}/deactivation`
        ? { status: 200, body: { message: 'Member deactivated' } }
        : undefined,
    );
    await screen.findByText('new@acme.test');
    await user.click(screen.getByRole('button', { name: 'Actions for Nu Body' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Nu Body?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await findToast('Member deactivated')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${MEMBER_PATH}/deactivation`,
    ]);
  });

  it('changes a role to member or admin only, and shows why the server refused', async () => {
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'PUT' && path === '/api/v1/organisation/members/a0000000-0000-4000-8000-000000000001/role'
        ? {
            status: 409,
            body: { code: 'LAST_ORGANIZATION_ADMIN', message: 'This is the last admin of the organization.' },
          }
        : undefined,
    );
    await screen.findByText('ada@acme.test');
    await user.click(screen.getByRole('button', { name: 'Actions for Ada Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change Role' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Ada Admin' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Organization Member',
      'Organization Admin',
    ]);
    await user.click(screen.getByRole('option', { name: 'Organization Member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    expect(await findToast('Error assigning role')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ role: 'organization_member' });
  });
});
