import type { FastifyInstance } from 'fastify';
import { SettledClaimDetailReply, SettledClaimPageReply } from '@/domain/contracts/settled-claims';
import { registerRoutes } from '@/server/http/register-routes';
import { ListSettledClaimsQuerySchema } from './schema';
import { listSettledClaimPage, loadSettledClaim, removeSettledClaim, settledClaimExport } from './service';

/** The Settled Claims register (/dashboard/accepted-claims), scoped to the actor's organisation. */
export async function settledClaimRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, {
    path: '/api/v1/settled-claims',
    tags: ['settled claims'],
    recordName: 'settled claim',
    list: { query: ListSettledClaimsQuerySchema, reply: SettledClaimPageReply, read: listSettledClaimPage },
    detail: { reply: SettledClaimDetailReply, read: loadSettledClaim },
    export: settledClaimExport,
    remove: { action: 'claim:delete', run: removeSettledClaim },
  });
}
