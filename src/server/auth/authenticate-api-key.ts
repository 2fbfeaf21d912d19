import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { forbidden } from '@/server/errors';
import { countRequest } from '@/server/rate-limit/request-rate';
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
  await countRequest(rateLimiter, reply, {
    key: `api-key:${apiKey.id}`,
    perMinute: env.API_KEY_REQUESTS_PER_MINUTE,
  });
  await touchApiKey(db, apiKey);
  return actor;
}
