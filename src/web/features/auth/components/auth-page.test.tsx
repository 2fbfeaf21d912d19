import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardLayout } from '@/web/features/dashboard-shell';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';
import { AuthPage } from './auth-page';

afterEach(() => vi.unstubAllGlobals());

const CLAIMS_REVIEW = '/dashboard/claims-review?route=refer&page=2';

function renderAt(path: string, signedIn: boolean) {
  const session = signedIn ? makeSession('organization_member') : null;
  vi.stubGlobal(
    'fetch',
    fakeApi((_method, url) =>
      session && url === '/api/auth/session'
        ? { status: 200, body: session }
        : session
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }
          : { status: 401 },
    ).fetchStub,
  );
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <p>home</p> },
          { path: 'claims-review', element: <p>claims review</p> },
        ],
      },
      { path: '/auth', element: <AuthPage /> },
    ],
    path,
  );
}

describe('return where you were', () => {
  it('sends a signed-out deep link to sign-in naming the page, its filters and all', async () => {
    const { router } = renderAt(CLAIMS_REVIEW, false);
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(CLAIMS_REVIEW);
  });

  it('returns there once signed in', async () => {
    const { router } = renderAt(`/auth?next=${encodeURIComponent(CLAIMS_REVIEW)}`, true);
    expect(await screen.findByText('claims review')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(CLAIMS_REVIEW);
  });

  it('goes to the dashboard instead of a page on another site', async () => {
    const { router } = renderAt(`/auth?next=${encodeURIComponent('//evil.test/dashboard')}`, true);
    expect(await screen.findByText('home')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
