import type { FastifyInstance } from 'fastify';
import {
  checkDenial,
  checkSettlement,
  claimCleanup,
  replacementMatchList,
} from '@/domain/contracts/claim-decisions';
import { registerContract } from '@/server/http/register-contract';
import { denyCheck } from './deny-check';
import { cleanupRelatedClaims, listReplacementMatches } from './related-claims';
import { settleCheck } from './settle-check';

/** Settling and denying a recorded check, each in one transaction, and the settle dialog's helpers. */
export async function claimDecisionRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, checkSettlement, (request) =>
    settleCheck(app.services, request.tenant, { checkId: request.params.id, input: request.body }),
  );
  registerContract(app, checkDenial, (request) =>
    denyCheck(app.services, request.tenant, { checkId: request.params.id, input: request.body }),
  );
  registerContract(app, replacementMatchList, (request) =>
    listReplacementMatches(request.tenant, request.query.imei),
  );
  registerContract(app, claimCleanup, (request) => cleanupRelatedClaims(request.tenant, request.body.imei));
}
