import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route of the router says about its page: `title` names it in the browser tab and history. */
export interface PageHandle {
  title: string;
}

/** The landing page's title, as the HTML document has it before the app starts. */
const HOME_TITLE = 'ClaimGuard · Mobile Device Claims Validation';

/** Keeps document.title on the deepest matched route's title ("Claims Review · ClaimGuard"). */
export function useDocumentTitle(): void {
  const pageTitle = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.title)
    .findLast(Boolean);
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ClaimGuard` : HOME_TITLE;
  }, [pageTitle]);
}
