import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { signInFailures } from '@/server/db/schema/auth';
import { tooManyRequests } from '@/server/errors';

/** How many failures a key may collect in its window; past the limit the caller is refused until the window ends. */
export interface FailureRule {
  limit: number;
  windowSeconds: number;
}

export interface FailureCount {
  key: string;
  rule: FailureRule;
  /**
   * For a count across addresses (an account's): the address it does not refuse past its limit. A known address
   * never; otherwise one with failures of its own (in `key`), fewer than `fewerThan`: a fresh address is refused, so
   * such failures began while the count was under its limit, as an owner's typo does.
   */
  spares?: 'known-address' | { key: string; fewerThan: number };
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
      })
      .from(signInFailures)
      .where(
        inArray(
          signInFailures.key,
          counts.flatMap((c) => [c.key, ...(typeof c.spares === 'object' ? [c.spares.key] : [])]),
        ),
      );
    const live = (key: string, rule: FailureRule) =>
      rows.find((r) => r.key === key && r.sinceWindow < rule.windowSeconds);
    const spared = ({ spares, rule }: FailureCount) => {
      if (!spares || spares === 'known-address') return spares === 'known-address';
      const own = live(spares.key, rule);
      return own !== undefined && own.count < spares.fewerThan;
    };
    let wait = 0;
    for (const count of counts) {
      const row = live(count.key, count.rule);
      if (!row || row.count < limitOf(count.rule) || spared(count)) continue;
      wait = Math.max(wait, Math.ceil(count.rule.windowSeconds - row.sinceWindow));
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
