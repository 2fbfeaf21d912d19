import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '@/web/lib/query-client';
import { useHydrated } from '@/web/lib/use-hydrated';

// The toasts are drawn once the page has started, so the toast library is no part of what a page evaluates before it
// answers input; a notice given before they are drawn shows when they are (the library keeps it).
const Toaster = lazy(async () => ({ default: (await import('@/web/components/ui/toaster')).Toaster }));

/** What surrounds the router's pages, in the browser as when a public page is rendered in advance. */
export function App({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
