import type { FastifyInstance } from 'fastify';
import {
  checkDeletion,
  checkList,
  checkRead,
  claimTypeChange,
  deviceChecksDeletion,
  recheck,
} from '@/domain/contracts/checks';
import { registerCsvExport } from '@/server/http/csv-export';
import { registerContract } from '@/server/http/register-contract';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import { recheckDevice } from './recheck-device';
import {
  changeClaimType,
  checkExport,
  deleteCheckById,
  deleteChecksForImei,
  listCheckPage,
  loadCheckDetail,
} from './service';

/** Claims Review (/dashboard/check-history): every route is scoped to the actor's organisation. */
export async function claimsReviewRoutes(app: FastifyInstance): Promise<void> {
  // The list's and the export's `assignee=me` is the caller (an API key's: its creator), put in before they read.
  app.addHook('preHandler', async (request) => {
    const query = request.query as { assignee?: string } | undefined;
    if (query?.assignee === 'me' && request.actor) query.assignee = request.actor.userId;
  });
  registerContract(app, checkList, (request) => listCheckPage(request.tenant, request.query));
  registerCsvExport(app, checkList.export, checkExport);
  registerContract(app, checkRead, (request) => loadCheckDetail(request.tenant, request.params.id));
  registerContract(app, claimTypeChange, (request) =>
    changeClaimType(request.tenant, { id: request.params.id, input: request.body }),
  );
  registerContract(app, recheck, async (request) => {
    // A re-check asks the same paid upstream as an intake, so it spends the same budget.
    await consumeProviderCheck(app.services.rateLimiter, 'device-history', request.session);
    return recheckDevice(app.services, request.tenant, request.params.id);
  });
  registerContract(app, checkDeletion, (request) => deleteCheckById(request.tenant, request.params.id));
  registerContract(app, deviceChecksDeletion, async (request) => ({
    deleted: await deleteChecksForImei(request.tenant, request.params.imei),
  }));
}
