import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '@/server/http/register-routes';
import { ListSettledClaimsQuerySchema, SettledClaimDetailSchema, SettledClaimPageSchema } from './schema';
import { listSettledClaimPage, loadSettledClaim, removeSettledClaim } from './service';

/** The Settled Claims register (/dashboard/accepted-claims), scoped to the actor's organisation. */
export async function settledClaimRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, {
    path: '/api/v1/settled-claims',
    tags: ['settled claims'],
    list: { query: ListSettledClaimsQuerySchema, reply: SettledClaimPageSchema, read: listSettledClaimPage },
    detail: { reply: SettledClaimDetailSchema, read: loadSettledClaim },
    remove: { action: 'claim:delete', run: removeSettledClaim },
  });
}
