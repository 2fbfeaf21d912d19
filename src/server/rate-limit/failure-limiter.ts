import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { signInFailures } from '@/server/db/schema/auth';
import { tooManyRequests } from '@/server/errors';

/**
 * How many failures a key may collect in its window. Past the limit a `fixed` rule refuses until the window ends; a
 * `growing` rule makes the caller wait after each further failure, one second doubling up to the window's length.
 */
export interface FailureRule {
  limit: number;
  windowSeconds: number;
  kind: 'fixed' | 'growing';
}

export interface FailureCount {
  key: string;
  rule: FailureRule;
  /** The rule applies only while this other key has failures in its window (e.g. the account's, to an address). */
  onlyAfterFailuresOf?: string;
}

export interface FailureLimiter {
  /** Refuses with 429 and Retry-After (the longest wait of any rule) while a rule is over its limit. Counts nothing. */
  assertAllowed(counts: FailureCount[]): Promise<void>;
  /** How long, in seconds, a rule over its limit makes the caller wait now (0: allowed). */
  retryAfterSeconds(counts: FailureCount[]): Promise<number>;
  recordFailure(counts: FailureCount[]): Promise<void>;
  /** The attempts of these keys are forgiven (a success). */
  clear(keys: string[]): Promise<void>;
}

/**
 * Counters of failures only (OWASP: successful attempts must not lock anyone out), in the database so every server
 * process shares them. `multiplier` scales the limits (load tests and browser tests).
 */
export function createFailureLimiter(db: Database, multiplier: number): FailureLimiter {
  const limitOf = (rule: FailureRule) => Math.ceil(rule.limit * multiplier);

  async function waitSeconds(counts: FailureCount[]): Promise<number> {
    if (counts.length === 0) return 0;
    const rows = await db
      .select({
        key: signInFailures.key,
        count: signInFailures.count,
        sinceWindow: sql<number>`extract(epoch from now() - ${signInFailures.windowStartedAt})::float8`,
        sinceLast: sql<number>`extract(epoch from now() - ${signInFailures.lastFailedAt})::float8`,
      })
      .from(signInFailures)
      .where(
        inArray(
          signInFailures.key,
          counts.flatMap((c) => [c.key, ...(c.onlyAfterFailuresOf ? [c.onlyAfterFailuresOf] : [])]),
        ),
      );
    const live = (key: string | undefined, rule: FailureRule) =>
      rows.find((r) => r.key === key && r.sinceWindow < rule.windowSeconds);
    let wait = 0;
    for (const { key, rule, onlyAfterFailuresOf } of counts) {
      const row = live(key, rule);
      if (!row || (onlyAfterFailuresOf && !live(onlyAfterFailuresOf, rule))) continue;
      const over = row.count - limitOf(rule);
      if (over < 0) continue;
      const pause =
        rule.kind === 'fixed'
          ? rule.windowSeconds - row.sinceWindow
          : Math.min(2 ** over, rule.windowSeconds) - row.sinceLast;
      wait = Math.max(wait, Math.ceil(pause));
    }
    return wait;
  }

  return {
    async assertAllowed(counts) {
      const wait = await waitSeconds(counts);
      if (wait > 0) throw tooManyRequests(wait);
    },
    retryAfterSeconds: waitSeconds,
    async recordFailure(counts) {
      for (const { key, rule } of counts) {
        const window = sql`make_interval(secs => ${rule.windowSeconds})`;
        const expired = sql`${signInFailures.windowStartedAt} <= now() - ${window}`;
        await db
          .insert(signInFailures)
          .values({ key, count: 1, windowStartedAt: sql`now()`, lastFailedAt: sql`now()` })
          .onConflictDoUpdate({
            target: signInFailures.key,
            set: {
              count: sql`case when ${expired} then 1 else ${signInFailures.count} + 1 end`,
              windowStartedAt: sql`case when ${expired} then now() else ${signInFailures.windowStartedAt} end`,
              lastFailedAt: sql`now()`,
            },
          });
      }
      if (Math.random() < 0.01) {
        await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, sql`now() - interval '1 day'`));
      }
    },
    async clear(keys) {
      if (keys.length > 0) await db.delete(signInFailures).where(inArray(signInFailures.key, keys));
    },
  };
}
