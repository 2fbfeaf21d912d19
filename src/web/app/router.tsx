import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { authLinkRedirect, loadedHash } from '@/domain/auth-redirect';
import { RootLayout } from './root-layout';

type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

/** Every route is its own chunk, so the landing page and sign-in load only what they show. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Recovery and invitation links go to their pages wherever they land, query and hash kept. Leaving a link's page
    // (an invalid link sends the visitor to sign-in) must not read the link's hash again and send them back.
    loader: ({ request }) => {
      const url = new URL(request.url);
      const target = authLinkRedirect({
        pathname: url.pathname,
        search: url.search,
        hash: loadedHash(url, window.location),
      });
      return target ? redirect(target) : null;
    },
    children: [
      { index: true, lazy: page(() => import('./routes/landing')) },
      { path: 'auth', lazy: page(() => import('./routes/auth')) },
      { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
      { path: 'accept-invite', lazy: page(() => import('./routes/accept-invite')) },
      { path: 'contact', lazy: page(() => import('./routes/contact')) },
      { path: 'privacy-policy', lazy: page(() => import('./routes/privacy-policy')) },
      { path: 'terms-of-use', lazy: page(() => import('./routes/terms-of-use')) },
      {
        path: 'dashboard',
        lazy: page(() => import('./routes/dashboard-layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/dashboard-home')) },
          { path: 'search-imei', lazy: page(() => import('./routes/claims-intake')) },
          { path: 'check-history', lazy: page(() => import('./routes/claims-review')) },
          { path: 'accepted-claims', lazy: page(() => import('./routes/settled-claims')) },
          { path: 'denied-claims', lazy: page(() => import('./routes/denied-claims')) },
          { path: 'replacement-devices', lazy: page(() => import('./routes/replacement-devices')) },
          { path: 'vz-check', lazy: page(() => import('./routes/carrier-check')) },
          { path: 'vz-check-history', lazy: page(() => import('./routes/carrier-check-history')) },
          { path: 'vz-unlock', lazy: page(() => import('./routes/finlock-requests')) },
          { path: 'manage-profile', lazy: page(() => import('./routes/manage-profile')) },
          { path: 'super-admin', lazy: page(() => import('./routes/super-admin')) },
          { path: 'org-admin', lazy: page(() => import('./routes/org-admin')) },
          { path: 'privacy-policy', lazy: page(() => import('./routes/privacy-policy')) },
          { path: 'terms-of-use', lazy: page(() => import('./routes/terms-of-use')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;

/**
 * Settles once the router has loaded the first page's code and data. Until then the page the server sent stays as
 * it is: a public page arrives rendered in advance, and the first render draws the same page over it.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
