import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SessionContext, SessionStore } from '@/web/lib/session';
import { useHydrated } from '@/web/lib/use-hydrated';

// The toasts are drawn once the page has started, so the toast library is no part of what a page evaluates before it
// answers input; a notice given before they are drawn shows when they are (the library keeps it).
const Toaster = lazy(async () => ({ default: (await import('@/web/components/ui/toaster')).Toaster }));

/**
 * What surrounds the router's pages, in the browser as when a public page is rendered in advance. The query cache is
 * not here: the pages that use it bring it (QueryProvider), so the landing and sign-in pages do not load it.
 */
export function App({ children }: { children: ReactNode }) {
  const [session] = useState(() => new SessionStore());
  const hydrated = useHydrated();
  return (
    <SessionContext value={session}>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </SessionContext>
  );
}
