import { createHmac, timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { twoFactors, users } from '@/server/db/schema/auth';
import type { Services } from '@/server/services';

const STEP_SECONDS = 30;
/** better-auth accepts a code of the step before and after the current one (a clock a little off). */
const WINDOW_STEPS = 1;

/** The RFC 4226 code of one counter; better-auth's generated secrets are used as their UTF-8 bytes. */
function codeAt(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A code from the authenticator app signs in once (RFC 6238 §5.2): the step it belongs to is claimed for the account
 * before better-auth checks it, with a compare-and-set in the database, so the same code cannot complete a second
 * pending sign-in, in this process or another. False when the code is one of a step already used; true otherwise
 * (a code of no step in the window is left for better-auth to refuse as wrong).
 */
export async function claimCodeStep(
  deps: Pick<Services, 'auth' | 'db'>,
  input: { email: string; code: string },
): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: twoFactors.id, secret: twoFactors.secret })
    .from(twoFactors)
    .innerJoin(users, eq(users.id, twoFactors.userId))
    .where(eq(users.email, input.email.trim().toLowerCase()));
  if (!row) return true;
  const context = await deps.auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const given = Buffer.from(input.code);
  let step: number | null = null;
  for (let counter = now - WINDOW_STEPS; counter <= now + WINDOW_STEPS; counter++) {
    const expected = Buffer.from(codeAt(secret, counter));
    if (expected.length === given.length && timingSafeEqual(expected, given)) step = counter;
  }
  if (step === null) return true;
  const claimed = await deps.db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(
      and(eq(twoFactors.id, row.id), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}
