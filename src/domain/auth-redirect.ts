export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** Reads `type` from the query or from a hash that carries query-style parameters (`#access_token=…&type=invite`). */
export function authLinkType(location: LocationLike): string | null {
  const fromQuery = new URLSearchParams(location.search).get('type');
  if (fromQuery) return fromQuery;
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('type');
}

/**
 * The global redirect of the route table: a recovery link goes to /reset-password and an invitation link to
 * /accept-invite, wherever it lands, keeping its query and hash. Returns null when no redirect is due.
 */
export function authLinkRedirect(location: LocationLike): string | null {
  const type = authLinkType(location);
  const target = type === 'recovery' ? '/reset-password' : type === 'invite' ? '/accept-invite' : null;
  if (!target || location.pathname === target) return null;
  return `${target}${location.search}${location.hash}`;
}
