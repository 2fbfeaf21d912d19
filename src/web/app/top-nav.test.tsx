import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcceptInvitePage } from '@/web/features/auth';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';
import { RootLayout } from './root-layout';

const INVITE = '/accept-invite?type=invite&access_token=tok-1';

function setup(path: string, { signedIn = false } = {}) {
  let hasSession = signedIn;
  const api = fakeApi((method, url) => {
    if (url === '/api/auth/session')
      return hasSession ? { status: 200, body: makeSession('organization_member') } : { status: 401 };
    if (url === '/api/auth/sign-out') {
      hasSession = false;
      return { status: 204 };
    }
    if (method === 'GET' && url.startsWith('/api/v1/invitations/'))
      return { status: 200, body: { email: 'invited@demo.test' } };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderRoutes(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { index: true, element: <p>landing</p> },
          { path: 'contact', element: <p>contact</p> },
          { path: 'accept-invite', element: <AcceptInvitePage /> },
        ],
      },
    ],
    path,
  );
}

const topBar = () => within(screen.getByRole('banner'));

afterEach(() => vi.unstubAllGlobals());

describe('top navigation', () => {
  it.each(['/', '/contact', INVITE])('offers Sign In to a signed-out visitor on %s', async (path) => {
    setup(path);
    expect((await topBar().findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/auth');
  });

  it('offers Sign In on the invitation page once a signed-in user signs out to accept it', async () => {
    setup(INVITE, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out and Continue' }));
    expect(await screen.findByText(/Welcome, invited@demo.test/)).toBeTruthy();
    expect((await topBar().findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/auth');
  });
});
