import { createHash, timingSafeEqual } from 'node:crypto';

export interface SimulatorCredentials {
  accountId: string;
  secretKey: string;
}

/**
 * Checks `Authorization: Basic base64(accountId:sha1hex(secretKey + body))` against the bytes received, as the
 * vendor documents the signature. Written apart from the app's signer on purpose: a shared helper would hide a bug that
 * both sides then agree on.
 */
export function isSignedRequest(
  credentials: SimulatorCredentials,
  authorization: string | undefined,
  body: Buffer,
) {
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? '')?.[1];
  if (!encoded) return false;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0 || decoded.slice(0, separator) !== credentials.accountId) return false;
  const signature = Buffer.from(decoded.slice(separator + 1));
  const expected = Buffer.from(createHash('sha1').update(credentials.secretKey).update(body).digest('hex'));
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}
