import type { FastifyInstance } from 'fastify';
import { settledClaimsRegister } from '@/domain/contracts/settled-claims';
import { registerRoutes } from '@/server/http/register-routes';
import { listSettledClaimPage, loadSettledClaim, removeSettledClaim, settledClaimExport } from './service';

/** The Settled Claims register (/dashboard/accepted-claims), scoped to the actor's organisation. */
export async function settledClaimRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, settledClaimsRegister, {
    list: listSettledClaimPage,
    detail: loadSettledClaim,
    export: settledClaimExport,
    remove: removeSettledClaim,
  });
}
