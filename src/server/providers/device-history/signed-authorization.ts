import { createHash } from 'node:crypto';

interface SignedRequest {
  accountId: string;
  secretKey: string;
  /** The exact bytes that will be sent: the provider hashes what it receives, so re-serialising breaks the match. */
  body: string;
}

/**
 * HTTP Basic with a per-request signature, as the provider requires: the password is SHA-1 of the secret key followed
 * by the body, so the secret itself never crosses the wire.
 */
export function signedAuthorization({ accountId, secretKey, body }: SignedRequest): string {
  const signature = createHash('sha1').update(`${secretKey}${body}`, 'utf8').digest('hex');
  return `Basic ${Buffer.from(`${accountId}:${signature}`, 'utf8').toString('base64')}`;
}

/** The JSON body, serialised once, and the headers whose signature covers exactly those bytes. */
export function signedJsonRequest(
  credentials: { accountId: string; secretKey: string },
  value: unknown,
): { body: string; headers: Record<string, string> } {
  const body = asciiJson(value);
  return {
    body,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: signedAuthorization({ ...credentials, body }),
    },
  };
}

/** The provider wants non-ASCII characters as \uXXXX escapes; the signature then covers exactly those bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
