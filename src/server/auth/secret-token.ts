import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as URL-safe text: an invitation link's token, an API key's secret part. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/**
 * What is stored of a secret token: its SHA-256. A leaked database then holds no usable link or key, and a token is
 * found by its hash through an index, never compared character by character.
 */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
