import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The value of cookie `name` in a Cookie header when its signature is valid, else null. The format is better-auth's
 * (better-call's signed cookies): `encodeURIComponent(value + '.' + base64(HMAC-SHA256(secret, value)))`.
 */
export function readSignedCookie(
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | null {
  const raw = cookieValue(cookieHeader, name);
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const value = decoded.slice(0, dot);
  const signature = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return value;
}

/**
 * Whether a Cookie header carries a session cookie at all, valid or not: better-auth's `claimguard.session_token`,
 * `__Secure-` prefixed with an https APP_URL. An empty one is no credential: it is as if none were sent.
 */
export function sendsSessionCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;)\s*(?:__Secure-)?claimguard\.session_token=[^;\s]/.test(cookieHeader ?? '');
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return null;
}
