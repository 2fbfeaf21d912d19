import { lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rateLimitBuckets } from '@/server/db/schema/platform';
import { tooManyRequests } from '@/server/errors';

export interface RateLimit {
  /** Attempts allowed per window before the multiplier. */
  limit: number;
  windowSeconds: number;
}

/** Where a key stands in its window after an attempt: what the `RateLimit-*` reply headers say. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** This attempt was past the limit. */
  isOver: boolean;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt against every key; throws 429 when any of them is over its limit. */
  consume(attempts: Array<{ key: string; rule: RateLimit }>): Promise<void>;
  /** Counts one attempt against the key and says where it stands; the caller decides what over the limit means. */
  count(key: string, rule: RateLimit): Promise<RateLimitState>;
}

/**
 * Fixed-window counters in the database, so every server process shares them (processes keep no local state, so
 * several can run behind a load balancer). One atomic upsert counts every key of an attempt: concurrent attempts
 * cannot slip past the limit, and a request pays one round trip however many limits it is counted against.
 */
export function createRateLimiter(db: Database, multiplier: number): RateLimiter {
  async function countAll(attempts: Array<{ key: string; rule: RateLimit }>): Promise<RateLimitState[]> {
    const keys = [...new Set(attempts.map((attempt) => attempt.key))].sort();
    const secondsOf = new Map(attempts.map(({ key, rule }) => [key, rule.windowSeconds]));
    const values = keys.map((key) => sql`(${key}, ${secondsOf.get(key)}::int)`);
    // Keys in one order in every request, so two requests locking the same buckets cannot wait for each other.
    const window = (key: SQL) =>
      sql`make_interval(secs => (select seconds from attempt where attempt.key = ${key}))`;
    const expired = sql`rate_limit_buckets.window_started_at <= now() - ${window(sql`excluded.key`)}`;
    const result = await db.execute(sql`
      with attempt (key, seconds) as (values ${sql.join(values, sql`, `)})
      insert into rate_limit_buckets (key, count, window_started_at)
      select key, 1, now() from attempt order by key
      on conflict (key) do update set
        count = case when ${expired} then 1 else rate_limit_buckets.count + 1 end,
        window_started_at = case when ${expired} then now() else rate_limit_buckets.window_started_at end
      returning key, count,
        ceil(extract(epoch from (window_started_at + ${window(sql`rate_limit_buckets.key`)} - now())))::int as "secondsLeft"`);
    const buckets = new Map(
      (result as unknown as { rows: Array<{ key: string; count: number; secondsLeft: number }> }).rows.map(
        (row) => [row.key, row],
      ),
    );
    return attempts.map(({ key, rule }) => {
      const bucket = buckets.get(key);
      const limit = Math.ceil(rule.limit * multiplier);
      const used = Number(bucket?.count ?? 1);
      return {
        limit,
        remaining: Math.max(limit - used, 0),
        isOver: used > limit,
        resetSeconds: Math.max(Number(bucket?.secondsLeft ?? 1), 1),
      };
    });
  }

  return {
    count: async (key, rule) => (await countAll([{ key, rule }]))[0] as RateLimitState,
    async consume(attempts) {
      const states = await countAll(attempts);
      const retryAfter = Math.max(
        0,
        ...states.filter((state) => state.isOver).map((state) => state.resetSeconds),
      );
      if (Math.random() < 0.01) {
        await db
          .delete(rateLimitBuckets)
          .where(lt(rateLimitBuckets.windowStartedAt, sql`now() - interval '1 day'`));
      }
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
  };
}
