import type { ReactNode } from 'react';
import { useMatch } from 'react-router';
import { PublicPageLayout } from './public-page-layout';

/** Legal and 404 pages also render inside the dashboard shell, whose content area is already the page's
 * main landmark; a second <main> or a site footer there would be wrong. */
export function SharedPageLayout({ children }: { children: ReactNode }) {
  const isInDashboard = useMatch('/dashboard/*') !== null;
  if (isInDashboard) return <div className="flex flex-1 flex-col">{children}</div>;
  return <PublicPageLayout>{children}</PublicPageLayout>;
}
