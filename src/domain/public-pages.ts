/**
 * The pages anyone may open and search engines may list, each with the description a search result shows under its
 * title. The server lists them in the sitemap and puts each description in its page's head. The build renders each in
 * advance, so it shows before any script has run; a form on them stays disabled until the app has taken the page over
 * (FormControls).
 */
export const PUBLIC_PAGES = [
  {
    path: '/',
    description: 'ClaimGuard: mobile device claims validation. Stop insurance fraud at the point of claim.',
  },
  {
    path: '/auth',
    description: 'Sign in to ClaimGuard to check, review and settle mobile device insurance claims.',
  },
  {
    path: '/contact',
    description:
      'Contact ClaimGuard: questions about mobile device claims validation, a demonstration for your claims team, or help with your account.',
  },
  {
    path: '/privacy-policy',
    description:
      'ClaimGuard privacy and cookie policies: the personal data the service keeps, why, and your rights.',
  },
  {
    path: '/terms-of-use',
    description:
      'ClaimGuard terms of service: the terms on which organizations use the claims validation service.',
  },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The public page at this address (its query left aside), if it is one. */
export function publicPageAt(url: string): PublicPage | undefined {
  const path = url.split(/[?#]/)[0];
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** Where the build leaves a public page's content rendered in advance (under the web root), for the server to serve. */
export function prerenderedFile(page: Pick<PublicPage, 'path'>): string {
  return `prerendered/${page.path === '/' ? 'index' : page.path.slice(1)}.html`;
}
