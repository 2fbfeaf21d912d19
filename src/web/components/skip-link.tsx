import type { MouseEvent } from 'react';

/** Moves keyboard focus to the page's main content, past the top bar and the sidebar. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  main.tabIndex = -1;
  main.focus();
  main.scrollIntoView();
}

/** The first thing Tab reaches on every page; shown only while focused. */
export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link by convention; the click focuses the page's main element, which has no fixed id.
    <a
      href="#main"
      onClick={focusMain}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:ring-2 focus:ring-ring"
    >
      Skip to content
    </a>
  );
}
