import { createHash, randomBytes } from 'node:crypto';

export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** Only the hash is stored, so a leaked database does not leak usable invitation links. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
