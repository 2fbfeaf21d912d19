import { createHash } from 'node:crypto';

interface SignedRequest {
  accountId: string;
  secretKey: string;
  /** The exact bytes that will be sent: the provider hashes what it receives, so re-serialising breaks the match. */
  body: string;
}

/**
 * HTTP Basic with a per-request signature (reference section 1.4): the password is SHA-1 of the secret key followed
 * by the body, so the secret itself never crosses the wire.
 */
export function signedAuthorization({ accountId, secretKey, body }: SignedRequest): string {
  const signature = createHash('sha1').update(`${secretKey}${body}`, 'utf8').digest('hex');
  return `Basic ${Buffer.from(`${accountId}:${signature}`, 'utf8').toString('base64')}`;
}
