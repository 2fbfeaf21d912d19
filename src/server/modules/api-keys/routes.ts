import type { FastifyInstance } from 'fastify';
import { apiKeyCreation, apiKeyList, apiKeyRevocation, apiKeyRotation } from '@/domain/contracts/api-keys';
import { registerContract } from '@/server/http/register-contract';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from './service';

/** The Org Admin Panel's API keys: for admins signed in, never for a key (no scope opens them). */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, apiKeyList, (request) => listApiKeys(app.services, request.tenant));
  registerContract(app, apiKeyCreation, (request) => createApiKey(request.tenant, request.body));
  registerContract(app, apiKeyRotation, (request) =>
    rotateApiKey(request.tenant, request.params.id, request.body),
  );
  registerContract(app, apiKeyRevocation, (request) => revokeApiKey(request.tenant, request.params.id));
}
