import { createHmac } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

/** RFC 4648 base32 to bytes; spaces, dashes and padding are ignored, case does not matter. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The RFC 6238 code (HMAC-SHA1, 30-second steps, 6 digits) an authenticator app shows for `secret` at `at`. */
export function totp(secret: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / STEP_SECONDS)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * A code that stays valid for at least `marginMs`: near the end of a step it waits for the next one, so a code typed
 * into the page is not a step old by the time the server checks it.
 */
export async function freshTotp(secret: string, marginMs = 5_000): Promise<string> {
  const intoStep = Date.now() % (STEP_SECONDS * 1000);
  const left = STEP_SECONDS * 1000 - intoStep;
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return totp(secret);
}
