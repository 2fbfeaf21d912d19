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
 * The global redirect of the route table: a recovery link goes to /reset-password and an invitation link to
 * /accept-invite, wherever it lands, keeping its query and hash. Returns null when no redirect is due.
 */
export function authLinkRedirect(location: LocationLike): string | null {
  const type = linkParam(location, 'type');
  const target = type === 'recovery' ? '/reset-password' : type === 'invite' ? '/accept-invite' : null;
  if (!target || location.pathname === target) return null;
  return `${target}${location.search}${location.hash}`;
}
