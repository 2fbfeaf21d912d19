import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { useHydrated } from '@/web/lib/use-hydrated';

/**
 * The controls of a form on a page sent rendered in advance: disabled until the app has taken the page over, so
 * nothing typed or clicked before then is lost, and the browser never submits the form itself (which would put the
 * password in the address).
 */
export function FormControls({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={cn('min-w-0', className)}>
      {children}
    </fieldset>
  );
}
