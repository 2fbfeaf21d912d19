import type { MouseEvent } from 'react';

/** The id of every page's main element, the target of "Skip to content". */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves keyboard focus to the page's main content, past the top bar and the sidebar (no history entry). */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.tabIndex = -1;
  main.focus();
  main.scrollIntoView();
}

/** The first thing Tab reaches on every page; shown only while focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={focusMain}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:ring-2 focus:ring-ring"
    >
      Skip to content
    </a>
  );
}
