/** The title of the landing page, and of the app before a page names itself. */
export const HOME_TITLE = 'ClaimGuard · Mobile Device Claims Validation';

/** A page's title in the browser tab, history and search results: "Sign In · ClaimGuard". */
export const documentTitle = (pageName: string | null | undefined) =>
  pageName ? `${pageName} · ClaimGuard` : HOME_TITLE;

/**
 * The pages anyone may open and search engines may list, each with its name (the landing page has none: it carries
 * HOME_TITLE) and the description a search result shows under its title. The server lists them in the sitemap and
 * puts each title and description in its page's head. The build renders each in
 * advance, so it shows before any script has run; a form on them stays disabled until the app has taken the page over
 * (FormControls).
 */
export const PUBLIC_PAGES = [
  {
    path: '/',
    name: null,
    description: 'ClaimGuard: mobile device claims validation. Stop insurance fraud at the point of claim.',
  },
  {
    path: '/auth',
    name: 'Sign In',
    description: 'Sign in to ClaimGuard to check, review and settle mobile device insurance claims.',
  },
  {
    path: '/contact',
    name: 'Contact Us',
    description:
      'Contact ClaimGuard: questions about mobile device claims validation, a demonstration for your claims team, or help with your account.',
  },
  {
    path: '/privacy-policy',
    name: 'Privacy Policy',
    description:
      'ClaimGuard privacy and cookie policies: the personal data the service keeps, why, and your rights.',
  },
  {
    path: '/terms-of-use',
    name: 'Terms of Use',
    description:
      'ClaimGuard terms of service: the terms on which organizations use the claims validation service.',
  },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The name of the public page at `path` (for the router's titles, so they cannot drift from the served ones). */
export function publicPageName(path: PublicPage['path']): string {
  const name = PUBLIC_PAGES.find((page) => page.path === path)?.name;
  if (!name) throw new Error(`the public page ${path} has no name of its own`);
  return name;
}

/** The public page at this address (its query left aside), if it is one. */
export function publicPageAt(url: string): PublicPage | undefined {
  const path = url.split(/[?#]/)[0];
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** Where the build leaves a public page's content rendered in advance (under the web root), for the server to serve. */
export function prerenderedFile(page: Pick<PublicPage, 'path'>): string {
  return `prerendered/${page.path === '/' ? 'index' : page.path.slice(1)}.html`;
}
