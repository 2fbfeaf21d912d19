import { newSecretToken, sha256Hex } from '@/server/auth/secret-token';

export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = newSecretToken();
  return { token, tokenHash: hashInvitationToken(token) };
}

/** Only the hash is stored, so a leaked database does not leak usable invitation links. */
export const hashInvitationToken = sha256Hex;
