export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** Reads a parameter of an e-mailed link from the query, or from a hash that carries query-style parameters
 * (`#access_token=…&type=invite`). */
export function linkParam(location: Pick<LocationLike, 'search' | 'hash'>, name: string): string | null {
  const fromQuery = new URLSearchParams(location.search).get(name);
  if (fromQuery) return fromQuery;
  return new URLSearchParams(location.hash.replace(/^#/, '')).get(name);
}

/**
 * The hash of the address a route loader is loading. A loader's request carries no hash, and the browser's hash
 * belongs to the address on screen: it is the loaded address's own only when that address is the one on screen (the
 * e-mailed link as it lands). A navigation elsewhere in the app brings no hash of its own.
 */
export function loadedHash(loaded: URL, onScreen: LocationLike): string {
  return loaded.pathname === onScreen.pathname && loaded.search === onScreen.search ? onScreen.hash : '';
}

/**
 * The global redirect of the route table: a recovery link goes to /reset-password and an invitation link to
 * /accept-invite, wherever it lands, keeping its query and hash. Returns null when no redirect is due.
 */
export function authLinkRedirect(location: LocationLike): string | null {
  const type = linkParam(location, 'type');
  const target = type === 'recovery' ? '/reset-password' : type === 'invite' ? '/accept-invite' : null;
  if (!target || location.pathname === target) return null;
  return `${target}${location.search}${location.hash}`;
}

/** The query parameter of /auth naming the page to return to after sign-in (`/auth?next=%2Fdashboard%2Fclaims`). */
export const RETURN_PARAM = 'next';

const APP_ORIGIN = 'https://claimguard.invalid';

/**
 * The page a signed-out visitor asked for, as sign-in may return to it: only a page of the dashboard on this origin
 * (its path, query and hash), never another site (`//evil.test`, `https://…`, `/\evil.test`); null otherwise.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, APP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== APP_ORIGIN) return null;
  if (url.pathname !== '/dashboard' && !url.pathname.startsWith('/dashboard/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth with the page to return to after sign-in (the one on screen), when it is one sign-in may return to. */
export function signInPathFor(location: LocationLike): string {
  const back = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return back && back !== '/dashboard' ? `/auth?${new URLSearchParams({ [RETURN_PARAM]: back })}` : '/auth';
}
