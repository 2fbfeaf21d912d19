import type { FastifyInstance } from 'fastify';
import { DeniedClaimDetailReply, DeniedClaimPageReply } from '@/domain/contracts/denied-claims';
import { registerRoutes } from '@/server/http/register-routes';
import { ListDeniedClaimsQuerySchema } from './schema';
import { deniedClaimExport, listDeniedClaimPage, loadDeniedClaim, removeDeniedClaim } from './service';

/** The Denied Claims register (/dashboard/denied-claims), scoped to the actor's organisation. */
export async function deniedClaimRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, {
    path: '/api/v1/denied-claims',
    tags: ['denied claims'],
    recordName: 'denied claim',
    list: { query: ListDeniedClaimsQuerySchema, reply: DeniedClaimPageReply, read: listDeniedClaimPage },
    detail: { reply: DeniedClaimDetailReply, read: loadDeniedClaim },
    export: deniedClaimExport,
    remove: { action: 'claim:delete', run: removeDeniedClaim },
  });
}
