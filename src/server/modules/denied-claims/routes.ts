import type { FastifyInstance } from 'fastify';
import { deniedClaimsRegister } from '@/domain/contracts/denied-claims';
import { registerRoutes } from '@/server/http/register-routes';
import { deniedClaimExport, listDeniedClaimPage, loadDeniedClaim, removeDeniedClaim } from './service';

/** The Denied Claims register (/dashboard/denied-claims), scoped to the actor's organisation. */
export async function deniedClaimRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, deniedClaimsRegister, {
    list: listDeniedClaimPage,
    detail: loadDeniedClaim,
    export: deniedClaimExport,
    remove: removeDeniedClaim,
  });
}
