import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { authLinkRedirect, loadedHash } from '@/domain/auth-redirect';
import { publicPageName } from '@/domain/public-pages';
import { Spinner } from '@/web/components/ui/spinner';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { PageHandle } from './use-document-title';

type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });
const titled = (title: string): PageHandle => ({ title });

/** Every route is its own chunk, so the landing page and sign-in load only what they show. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown while the first page's loader and chunk load.
    HydrateFallback: () => <Spinner className="min-h-screen" />,
    // Anything unexpected outside the dashboard's pages: one error page with ways on, never a stack trace.
    ErrorBoundary: RouteErrorPage,
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
      { path: 'auth', handle: titled(publicPageName('/auth')), lazy: page(() => import('./routes/auth')) },
      {
        path: 'reset-password',
        handle: titled('Set New Password'),
        lazy: page(() => import('./routes/reset-password')),
      },
      {
        path: 'accept-invite',
        handle: titled('Accept Invitation'),
        lazy: page(() => import('./routes/accept-invite')),
      },
      {
        path: 'contact',
        handle: titled(publicPageName('/contact')),
        lazy: page(() => import('./routes/contact')),
      },
      {
        path: 'privacy-policy',
        handle: titled(publicPageName('/privacy-policy')),
        lazy: page(() => import('./routes/privacy-policy')),
      },
      {
        path: 'terms-of-use',
        handle: titled(publicPageName('/terms-of-use')),
        lazy: page(() => import('./routes/terms-of-use')),
      },
      {
        path: 'dashboard',
        lazy: page(() => import('./routes/dashboard-layout')),
        children: [
          {
            // A dashboard page that fails takes only its own place: the sidebar stays to go elsewhere.
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                handle: titled('Dashboard'),
                lazy: page(() => import('./routes/dashboard-home')),
              },
              {
                path: 'search-imei',
                handle: titled('Claims Intake'),
                lazy: page(() => import('./routes/claims-intake')),
              },
              {
                path: 'search-imei/bulk',
                handle: titled('Bulk upload'),
                lazy: page(() => import('./routes/bulk-upload')),
              },
              {
                path: 'check-history',
                handle: titled('Claims Review'),
                lazy: page(() => import('./routes/claims-review')),
              },
              {
                path: 'accepted-claims',
                handle: titled('Settled Claims'),
                lazy: page(() => import('./routes/settled-claims')),
              },
              {
                path: 'denied-claims',
                handle: titled('Denied Claims'),
                lazy: page(() => import('./routes/denied-claims')),
              },
              {
                path: 'replacement-devices',
                handle: titled('Replacement Devices'),
                lazy: page(() => import('./routes/replacement-devices')),
              },
              {
                path: 'alerts',
                handle: titled('Alerts'),
                lazy: page(() => import('./routes/alerts')),
              },
              {
                path: 'vz-check',
                handle: titled('Carrier Check'),
                lazy: page(() => import('./routes/carrier-check')),
              },
              {
                path: 'vz-check-history',
                handle: titled('Carrier Check History'),
                lazy: page(() => import('./routes/carrier-check-history')),
              },
              {
                path: 'vz-unlock',
                handle: titled('Financial Lock Removal'),
                lazy: page(() => import('./routes/finlock-requests')),
              },
              {
                path: 'manage-profile',
                handle: titled('Manage Profile'),
                lazy: page(() => import('./routes/manage-profile')),
              },
              {
                path: 'super-admin',
                handle: titled('Super Admin Panel'),
                lazy: page(() => import('./routes/super-admin')),
              },
              {
                path: 'org-admin',
                handle: titled('Org Admin Panel'),
                lazy: page(() => import('./routes/org-admin')),
              },
              {
                path: 'privacy-policy',
                handle: titled('Privacy Policy'),
                lazy: page(() => import('./routes/privacy-policy')),
              },
              {
                path: 'terms-of-use',
                handle: titled('Terms of Use'),
                lazy: page(() => import('./routes/terms-of-use')),
              },
              { path: '*', handle: titled('Page Not Found'), lazy: page(() => import('./routes/not-found')) },
            ],
          },
        ],
      },
      { path: '*', handle: titled('Page Not Found'), lazy: page(() => import('./routes/not-found')) },
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
