import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rateLimitBuckets } from '@/server/db/schema/platform';
import { tooManyRequests } from '@/server/errors';

export interface RateLimit {
  /** Attempts allowed per window before the multiplier. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt against every key; throws 429 when any of them is over its limit. */
  consume(attempts: Array<{ key: string; rule: RateLimit }>): Promise<void>;
}

/**
 * Fixed-window counters in the database, so every server process shares them (processes keep no local state, so
 * several can run behind a load balancer). One atomic upsert per key: concurrent attempts cannot slip past the limit.
 */
export function createRateLimiter(db: Database, multiplier: number): RateLimiter {
  return {
    async consume(attempts) {
      let retryAfter = 0;
      for (const { key, rule } of attempts) {
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
        if (bucket && bucket.count > Math.ceil(rule.limit * multiplier)) {
          retryAfter = Math.max(retryAfter, bucket.secondsLeft, 1);
        }
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
