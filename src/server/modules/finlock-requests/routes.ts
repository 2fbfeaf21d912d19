import type { FastifyInstance } from 'fastify';
import { carrierMessages } from '@/domain/carrier-messages';
import {
  finLockRequestCreation,
  finLockRequestDeletion,
  finLockRequestList,
} from '@/domain/contracts/finlock-requests';
import { registerCsvExport } from '@/server/http/csv-export';
import { registerContract } from '@/server/http/register-contract';
import {
  finlockRequestExport,
  listFinLockRequestPage,
  removeFinLockRequest,
  requestFinLockRemoval,
} from './service';

/** Financial Lock Removal requests (/dashboard/vz-unlock), within the user's own organisation. */
export async function finlockRequestRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, finLockRequestCreation, async (request) => {
    const created = await requestFinLockRemoval(app.services, request.tenant, request.body);
    return { message: carrierMessages.finlockCreated, request: created };
  });
  registerContract(app, finLockRequestList, (request) =>
    listFinLockRequestPage(request.tenant, request.query),
  );
  registerCsvExport(app, finLockRequestList.export, finlockRequestExport);
  registerContract(app, finLockRequestDeletion, (request) =>
    removeFinLockRequest(request.tenant, request.params.id),
  );
}
