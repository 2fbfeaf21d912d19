import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/** How costly a new password hash is: better-auth's standard scrypt, or a light one for test suites. */
export type PasswordHashCost = 'standard' | 'light';

/**
 * The light cost: scrypt with N = 1024 and r = 8 (better-auth's standard is N = 16384, r = 16, about 30 times the
 * work). A test suite signs in thousands of times, and at the standard cost the hashing alone took a large share of
 * its CPU; so test apps hash at the light cost, as Devise's test "stretches" and Django's test hashers do.
 */
const LIGHT = { N: 1024, r: 8, p: 1 } as const;
const LIGHT_PREFIX = 'scrypt-light$';
const KEY_LENGTH = 64;

async function lightKey(password: string, salt: string): Promise<Buffer> {
  return scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, LIGHT);
}

/**
 * Hashes new passwords at the configured cost and verifies a hash of either cost: a light hash says so in its prefix
 * (better-auth's own hashes have none), so an app started at the standard cost still reads the light hashes a test
 * database was seeded with. Production refuses to hash at the light cost (src/server/env.ts).
 */
export function passwordHashing(cost: PasswordHashCost) {
  return {
    async hash(password: string): Promise<string> {
      if (cost === 'standard') return hashPassword(password);
      const salt = randomBytes(16).toString('hex');
      return `${LIGHT_PREFIX}${salt}:${(await lightKey(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      if (!hash.startsWith(LIGHT_PREFIX)) return verifyPassword({ hash, password });
      const [salt, key] = hash.slice(LIGHT_PREFIX.length).split(':');
      if (!salt || !key) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await lightKey(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
