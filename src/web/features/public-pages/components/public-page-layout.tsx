import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { SiteFooter } from './site-footer';

export function PublicPageLayout({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <>
      <main className={cn('flex flex-1 flex-col', className)}>{children}</main>
      <SiteFooter />
    </>
  );
}
