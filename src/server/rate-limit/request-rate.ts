import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '@/server/errors';
import type { RateLimiter } from './rate-limiter';

/**
 * Counts one request against its caller's minute (an API key, or a signed-in person across all their sessions), so
 * no caller can hold the service with a flood of any route. The reply says where the caller stands (`RateLimit-Limit`,
 * `-Remaining`, `-Reset`); past the limit it is 429 with `Retry-After`.
 */
export async function countRequest(
  rateLimiter: RateLimiter,
  reply: FastifyReply,
  caller: { key: string; perMinute: number },
): Promise<void> {
  const state = await rateLimiter.count(caller.key, { limit: caller.perMinute, windowSeconds: 60 });
  reply.headers({
    'ratelimit-limit': state.limit,
    'ratelimit-remaining': state.remaining,
    'ratelimit-reset': state.resetSeconds,
  });
  if (state.isOver) throw tooManyRequests(state.resetSeconds);
}
