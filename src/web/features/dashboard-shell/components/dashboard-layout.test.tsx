import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Session } from '@/domain/contracts/session';
import type { Role } from '@/domain/roles';
import { api } from '@/web/lib/api-client';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';
import { DashboardLayout } from './dashboard-layout';

/** The profile Manage Profile and the sidebar header read, for the signed-in `session`. */
const profileOf = ({ email, firstName, lastName, title, role, organisation }: Session) => ({
  email,
  firstName,
  lastName,
  title,
  role,
  organisation: organisation && { name: organisation.name },
  avatarUrl: null,
});

function renderAs(role: Role | null | 'signed-out') {
  const session =
    role === 'signed-out'
      ? null
      : makeSession(role, {
          email: 'jo.smith@demo.test',
          firstName: null,
          lastName: null,
          organisation: {
            id: '0c1d2e3f-0000-4000-8000-0000000000a1',
            name: 'Demo Insurance',
            domain: 'demo.test',
          },
        });
  vi.stubGlobal(
    'fetch',
    fakeApi((_method, path) => {
      if (!session) return { status: 401 };
      if (path === '/api/v1/profile') return { status: 200, body: profileOf(session) };
      return { status: 200, body: session };
    }).fetchStub,
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

/** A page whose data the server may refuse. */
function ClaimsPage() {
  const claims = useQuery({ queryKey: ['claims'], queryFn: () => api.get('/api/v1/claims', z.unknown()) });
  return <p>{claims.isError ? 'claims refused' : 'claims page'}</p>;
}

describe('two-factor set-up gate', () => {
  const member = makeSession('organization_member', {
    email: 'jo.smith@demo.test',
    firstName: null,
    lastName: null,
    organisation: { id: '0c1d2e3f-0000-4000-8000-0000000000a1', name: 'Demo Insurance', domain: 'demo.test' },
  });
  const SETUP_REQUIRED = { enabled: false, required: true, exempt: false };
  const BANNER = 'Your account needs two-factor sign-in. Set it up below to continue.';

  /** The session's twoFactor comes from `twoFactor()` at each read; the claims page's data answers `claims`. */
  function renderGate(
    path: string,
    twoFactor: () => object,
    claims: () => { status: number; body?: unknown } = () => ({ status: 200, body: {} }),
  ) {
    vi.stubGlobal(
      'fetch',
      fakeApi((_method, apiPath) => {
        if (apiPath === '/api/auth/session')
          return { status: 200, body: { ...member, twoFactor: twoFactor() } };
        if (apiPath === '/api/v1/claims') return claims();
        return { status: 404 };
      }).fetchStub,
    );
    return renderRoutes(
      [
        {
          path: '/dashboard',
          element: <DashboardLayout />,
          children: [
            { index: true, element: <p>home</p> },
            { path: 'manage-profile', element: <p>profile page</p> },
            { path: 'search-imei', element: <ClaimsPage /> },
          ],
        },
      ],
      path,
    );
  }

  it('sends a user who must set up two-factor sign-in to Manage Profile, under a banner saying why', async () => {
    const { router } = renderGate('/dashboard/search-imei', () => SETUP_REQUIRED);
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/manage-profile');
    expect(screen.getByRole('alert').textContent).toBe(BANNER);
    expect(screen.queryByText('claims page')).toBeNull();

    // The sidebar still lists the other pages, but none of them opens.
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Sidebar' })).getByText('Dashboard'),
    );
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/manage-profile');
    expect(screen.queryByText('home')).toBeNull();
  });

  it('lets everyone else through without the banner', async () => {
    for (const twoFactor of [
      { enabled: true, required: true, exempt: false },
      { enabled: false, required: false, exempt: false },
      { enabled: false, required: false, exempt: true },
    ]) {
      const { router, unmount } = renderGate('/dashboard/search-imei', () => twoFactor);
      expect(await screen.findByText('claims page')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard/search-imei');
      expect(screen.queryByText(BANNER)).toBeNull();
      unmount();
    }
  });

  it('reads the session again when the server refuses with TWO_FACTOR_SETUP_REQUIRED, and follows the gate', async () => {
    let requiredNow = false;
    const { router } = renderGate(
      '/dashboard/search-imei',
      () => (requiredNow ? SETUP_REQUIRED : { enabled: false, required: false, exempt: false }),
      () => {
        // An admin has just required two-factor sign-in: the loaded session does not know it yet.
        requiredNow = true;
        return {
          status: 403,
          body: {
            code: 'TWO_FACTOR_SETUP_REQUIRED',
            message: 'Set up two-factor sign-in in Manage Profile to continue',
          },
        };
      },
    );
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/manage-profile');
    expect(screen.getByText(BANNER)).toBeTruthy();
  });
});
