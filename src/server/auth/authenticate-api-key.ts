import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { forbidden, tooManyRequests } from '@/server/errors';
import type { ActorProfile } from './actor';
import { loadApiKeyActor, touchApiKey } from './api-key-actor';

/**
 * A request made with an API key (`Authorization: Bearer <key>`): the key's actor, if the route is open to keys
 * (`config.scope`) and the key has that scope, and the request is within the key's rate limit. Every reply to a key
 * says where the key stands in its minute (`RateLimit-Limit`, `-Remaining`, `-Reset`).
 */
export async function authenticateApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<ActorProfile> {
  const { db, rateLimiter, env } = app.services;
  const actor = await loadApiKeyActor(db, key);
  const apiKey = actor.apiKey;
  const scope = request.routeOptions.config.scope;
  if (!apiKey || !scope) throw forbidden(apiKeyMessages.notForKeys);
  if (!apiKey.scopes.includes(scope)) throw forbidden(apiKeyMessages.missingScope(scope), 'MISSING_SCOPE');
  const state = await rateLimiter.count(`api-key:${apiKey.id}`, {
    limit: env.API_KEY_REQUESTS_PER_MINUTE,
    windowSeconds: 60,
  });
  reply.headers({
    'ratelimit-limit': state.limit,
    'ratelimit-remaining': state.remaining,
    'ratelimit-reset': state.resetSeconds,
  });
  if (state.isOver) throw tooManyRequests(state.resetSeconds);
  await touchApiKey(db, apiKey);
  return actor;
}
