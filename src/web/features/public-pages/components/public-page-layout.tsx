import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/web/components/skip-link';
import { cn } from '@/web/lib/cn';
import { SiteFooter } from './site-footer';

export function PublicPageLayout({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <>
      <main id={MAIN_CONTENT_ID} className={cn('flex flex-1 flex-col', className)}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
