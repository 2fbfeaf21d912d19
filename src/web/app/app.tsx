import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '@/web/components/ui/toaster';
import { createQueryClient } from '@/web/lib/query-client';

/** What surrounds the router's pages, in the browser as when a public page is rendered in advance. */
export function App({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
