import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from '@/domain/public-pages';

/** What a route of the router says about its page: `title` names it in the browser tab and history. */
export interface PageHandle {
  title: string;
}

/** Keeps document.title on the deepest matched route's title ("Claims Review · ClaimGuard"). */
export function useDocumentTitle(): void {
  const pageTitle = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.title)
    .findLast(Boolean);
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
