import { lt, sql } from 'drizzle-orm';
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
 * several can run behind a load balancer). One atomic upsert per key: concurrent attempts cannot slip past the limit.
 */
export function createRateLimiter(db: Database, multiplier: number): RateLimiter {
  async function count(key: string, rule: RateLimit): Promise<RateLimitState> {
    const window = sql`make_interval(secs => ${rule.windowSeconds})`;
    const expired = sql`${rateLimitBuckets.windowStartedAt} <= now() - ${window}`;
    const [bucket] = await db
      .insert(rateLimitBuckets)
      .values({ key, count: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${rateLimitBuckets.windowStartedAt} end`,
        },
      })
      .returning({
        count: rateLimitBuckets.count,
        secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.windowStartedAt} + ${window} - now())))::int`,
      });
    const limit = Math.ceil(rule.limit * multiplier);
    const used = bucket?.count ?? 1;
    return {
      limit,
      remaining: Math.max(limit - used, 0),
      isOver: used > limit,
      resetSeconds: Math.max(bucket?.secondsLeft ?? 1, 1),
    };
  }

  return {
    count,
    async consume(attempts) {
      let retryAfter = 0;
      for (const { key, rule } of attempts) {
        const state = await count(key, rule);
        if (state.isOver) retryAfter = Math.max(retryAfter, state.resetSeconds);
      }
      if (Math.random() < 0.01) {
        await db
          .delete(rateLimitBuckets)
          .where(lt(rateLimitBuckets.windowStartedAt, sql`now() - interval '1 day'`));
      }
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
  };
}
