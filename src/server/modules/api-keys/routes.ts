import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiKeyListReply, NewApiKeyReply } from '@/domain/contracts/api-keys';
import { IdParamsSchema } from '@/domain/contracts/params';
import { NoContent } from '@/domain/contracts/wire';
import { NewApiKeySchema } from '@/domain/schemas/api-key';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/** The Org Admin Panel's API keys: for admins signed in, never for a key (no scope opens them). */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api keys'];

  r.get(
    '/api/v1/api-keys',
    {
      config: { action: 'organisation:manage' },
      schema: { summary: "List your organization's API keys", tags, response: { 200: ApiKeyListReply } },
    },
    (request) => listApiKeys(app.services, request.tenant),
  );

  r.post(
    '/api/v1/api-keys',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Create an API key',
        tags,
        body: NewApiKeySchema,
        response: { 201: NewApiKeyReply },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(request.tenant, request.body)),
  );

  r.delete(
    '/api/v1/api-keys/:id',
    {
      config: { action: 'organisation:manage' },
      schema: { summary: 'Revoke an API key', tags, params: IdParamsSchema, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await revokeApiKey(request.tenant, request.params.id);
      return reply.status(204).send();
    },
  );
}
