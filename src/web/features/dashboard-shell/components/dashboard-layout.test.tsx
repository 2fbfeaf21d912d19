import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/roles';
import { fakeApi, renderRoutes } from '../../../testing/render-with-providers';
import { DashboardLayout } from './dashboard-layout';

function renderAs(role: Role | null | 'signed-out') {
  const session =
    role === 'signed-out'
      ? null
      : {
          userId: 'u1',
          email: 'jo.smith@demo.test',
          role,
          organisation: { id: 'o', name: 'Demo Insurance', domain: 'demo.test' },
        };
  vi.stubGlobal(
    'fetch',
    fakeApi(() => (session ? { status: 200, body: session } : { status: 401 })).fetchStub,
  );
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardLayout />, children: [{ index: true, element: <p>home</p> }] },
      { path: '/auth', element: <p>sign-in page</p> },
    ],
    '/dashboard',
  );
}

async function sidebarLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Sidebar' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

afterEach(() => vi.unstubAllGlobals());

describe('dashboard shell', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    renderAs('signed-out');
    expect(await screen.findByText('sign-in page')).toBeTruthy();
  });

  it('blocks a user without a role', async () => {
    renderAs(null);
    expect(await screen.findByText('No Role Assigned')).toBeTruthy();
    expect(screen.getByText('Please contact your administrator to assign you a role.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    expect(screen.queryByText('home')).toBeNull();
  });

  it('shows a member the product, carrier and profile entries but no administration', async () => {
    renderAs('organization_member');
    const links = await sidebarLinks();
    expect(links).toContain('Claims Intake');
    expect(links).toContain('FinLock Removal');
    expect(links).toContain('Manage Profile');
    expect(links).not.toContain('Org Admin Panel');
    expect(links).not.toContain('Super Admin Panel');
    expect(screen.getByText('jo.smith@demo.test')).toBeTruthy();
    expect(screen.getByText('Demo Insurance')).toBeTruthy();
    expect(screen.getByText('JO')).toBeTruthy();
  });

  it('gives an organisation admin the Org Admin Panel only', async () => {
    renderAs('organization_admin');
    const links = await sidebarLinks();
    expect(links).toContain('Org Admin Panel');
    expect(links).not.toContain('Super Admin Panel');
  });

  it('gives a super admin both panels', async () => {
    renderAs('super_admin');
    const links = await sidebarLinks();
    expect(links).toEqual(expect.arrayContaining(['Super Admin Panel', 'Org Admin Panel']));
  });
});
