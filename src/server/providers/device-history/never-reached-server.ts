/**
 * Failures of a request that certainly never reached the server: nothing was sent, so nothing was charged and the
 * request may be tried again. A reset or a timeout once connected may have been, and does not count.
 */
const NEVER_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** TLS handshake failures (certificate, protocol) happen before the request is written. */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

export function neverReachedServer(error: unknown): boolean {
  const codes = collectCodes(error, 0);
  return codes.length > 0 && codes.every((code) => NEVER_SENT_CODES.has(code) || TLS_CODE.test(code));
}

/** fetch wraps the socket's error as `cause`; a connection to several addresses fails as an AggregateError. */
function collectCodes(error: unknown, depth: number): string[] {
  if (!(error instanceof Error) || depth > 4) return [];
  const { code } = error as Error & { code?: unknown };
  const own = typeof code === 'string' ? [code] : [];
  const inner = error instanceof AggregateError ? error.errors : [];
  return [
    ...own,
    ...collectCodes(error.cause, depth + 1),
    ...inner.flatMap((e) => collectCodes(e, depth + 1)),
  ];
}
