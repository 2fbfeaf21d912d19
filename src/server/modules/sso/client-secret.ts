import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The OpenID Connect client secret must be sent to the identity provider, so it cannot be hashed: it is kept
 * encrypted (AES-256-GCM) with a key derived from AUTH_SECRET, as webhook signing secrets are (decision record 013).
 */
function keyOf(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'claimguard', 'sso client secrets', 32));
}

export function sealClientSecret(secret: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openClientSecret(stored: string, authSecret: string): string {
  const [, iv = '', tag = '', sealed = ''] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
