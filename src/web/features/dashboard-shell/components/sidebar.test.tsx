import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';
import { DashboardLayout } from './dashboard-layout';

/** A screen `width` px wide, as far as media queries tell. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)' && width < 768,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderShell() {
  const session = makeSession('organization_member');
  vi.stubGlobal(
    'fetch',
    fakeApi((_method, path) =>
      path === '/api/v1/profile'
        ? { status: 200, body: { ...session, organisation: null, avatarUrl: null } }
        : { status: 200, body: session },
    ).fetchStub,
  );
  const pages = ['home', 'intake'].map((name, index) => ({
    ...(index === 0 ? { index: true } : { path: 'search-imei' }),
    element: <h1>{name}</h1>,
  }));
  return renderRoutes([{ path: '/dashboard', element: <DashboardLayout />, children: pages }], '/dashboard');
}

/** The width class of the sidebar beside the page (the one over it is a dialog). */
const railWidth = () => document.querySelector('aside')?.className.match(/\bw-(20|70)\b/)?.[0];
const sheet = () => screen.queryByRole('dialog', { name: 'Sidebar' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('sidebar on a phone', () => {
  beforeEach(() => screenWidth(390));

  it('stays icons only beside the page and opens over it, closing on Escape', async () => {
    renderShell();
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' });
    expect(railWidth()).toBe('w-20');
    expect(sheet()).toBeNull();

    await userEvent.click(expand);
    const open = within(await screen.findByRole('dialog', { name: 'Sidebar' }));
    expect(open.getByRole('link', { name: 'Claims Intake' })).toBeTruthy();
    expect(open.getByText('Product services')).toBeTruthy();
    expect(railWidth()).toBe('w-20');

    await userEvent.keyboard('{Escape}');
    expect(sheet()).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it("lays out the rail's icon links with their own classes, the open page's marked", async () => {
    renderShell();
    const rail = within(await screen.findByRole('navigation', { name: 'Sidebar' }));
    const home = rail.getByRole('link', { name: 'Dashboard' });
    // Each link is its tooltip's trigger, which takes the link's classes as text: a function there was written out.
    expect(home.className.split(' ')).toEqual(
      expect.arrayContaining(['flex', 'justify-center', 'bg-secondary']),
    );
    expect(rail.getByRole('link', { name: 'Claims Intake' }).className).toContain('text-foreground/80');
  });

  it('closes when a page is chosen in it, and with Collapse', async () => {
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Expand sidebar' }));
    const open = within(await screen.findByRole('dialog', { name: 'Sidebar' }));
    await userEvent.click(open.getByRole('link', { name: 'Claims Intake' }));
    expect(await screen.findByRole('heading', { name: 'intake' })).toBeTruthy();
    expect(sheet()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sidebar' })).getByRole('button', {
        name: 'Collapse sidebar',
      }),
    );
    expect(sheet()).toBeNull();
  });
});

describe('sidebar on a wide screen', () => {
  beforeEach(() => screenWidth(1366));

  it('collapses in place to icons, remembers it, and names each icon in a tooltip', async () => {
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(sheet()).toBeNull();
    expect(railWidth()).toBe('w-20');
    expect(localStorage.getItem('claimguard.sidebar-collapsed')).toBe('true');

    await userEvent.hover(screen.getByRole('link', { name: 'Settled Claims' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Settled Claims');

    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(railWidth()).toBe('w-70');
    expect(localStorage.getItem('claimguard.sidebar-collapsed')).toBe('false');
  });
});
