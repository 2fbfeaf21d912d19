import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '@/web/components/ui/toaster';
import { createQueryClient } from '@/web/lib/query-client';
import { SessionContext, SessionStore } from '@/web/lib/session';

/**
 * Renders routes in a memory router with a fresh session store, its query client (QueryProvider's, without retries)
 * and the toaster, as the app does.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const session = new SessionStore();
  const queryClient = createQueryClient(session);
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  session.queryClient = queryClient;
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <SessionContext value={session}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </SessionContext>,
  );
  return { ...result, router, queryClient, session };
}

/** Renders the page at `path`, opened with the address's `search` (`?page=2`) if given. */
export function renderPage(element: ReactElement, path = '/', search = '') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    `${path}${search}`,
  );
}

interface FakeResponse {
  status: number;
  body?: unknown;
  /** Headers besides content-type (Retry-After on a 429). */
  headers?: Record<string, string>;
}

/** Stubs fetch with answers chosen by method and path; records every call. */
export function fakeApi(answer: (method: string, path: string, body: unknown) => FakeResponse) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const { status, body: reply, headers } = answer(method, path, body);
    return new Response(status === 204 ? null : JSON.stringify(reply === undefined ? {} : reply), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { calls, fetchStub };
}
