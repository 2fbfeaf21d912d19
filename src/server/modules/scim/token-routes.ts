import type { FastifyInstance } from 'fastify';
import { scimTokenCreation, scimTokenList, scimTokenRevocation } from '@/domain/contracts/scim-tokens';
import { registerContract } from '@/server/http/register-contract';
import { createScimToken, listScimTokens, revokeScimToken } from './token-service';

/** The Org Admin Panel's Directory sync card: for admins signed in, never for an API key (no scope opens them). */
export async function scimTokenRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, scimTokenList, (request) => listScimTokens(request.tenant));
  registerContract(app, scimTokenCreation, (request) => createScimToken(request.tenant, request.body));
  registerContract(app, scimTokenRevocation, (request) => revokeScimToken(request.tenant, request.params.id));
}
