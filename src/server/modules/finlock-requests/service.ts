import { carrierMessages } from '@/domain/carrier-messages';
import { deviceMakeFromModel, isFinLockEligible } from '@/domain/carrier-outcome';
import type { FinLockRequest } from '@/domain/schemas/finlock-request';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import { AppError, conflict, notFound } from '@/server/errors';
import type { ListExport } from '@/server/http/csv-export';
import { readTenantPage } from '@/server/http/tenant-reads';
import { findCarrierCheck } from '@/server/modules/carrier-checks';
import type { WebhookDeps } from '@/server/modules/webhooks';
import {
  deleteFinLockRequest,
  type FoundFinLockRequest,
  finlockRequestBatch,
  insertFinLockRequest,
  listFinLockRequests,
} from './queries';
import type { FinLockRequestView, ListFinLockRequestsQuery } from './schema';

function toView({ request, requestedBy }: FoundFinLockRequest): FinLockRequestView {
  return {
    id: request.id,
    imei: request.imei,
    deviceMake: request.deviceMake,
    deviceModel: request.deviceModel,
    status: request.status,
    esnStatus: request.esnStatus,
    deviceStatus: request.deviceStatus,
    requestedBy: requestedBy?.id ? requestedBy : null,
    createdAt: request.createdAt,
  };
}

/**
 * Raises a FinLock removal request from one of the organisation's carrier checks
 * (make = first word of the model, status requested). The server applies the screen's rule too: only a device
 * whose carrier status names a pending loan payment or an outstanding balance qualifies.
 */
export async function requestFinLockRemoval(
  deps: WebhookDeps,
  tenant: TenantContext,
  input: FinLockRequest,
): Promise<FinLockRequestView> {
  const { organisationId, userId, actor } = tenant;
  try {
    return await tenant.run(async (tx) => {
      const found = await findCarrierCheck(tx, organisationId, input.carrierCheckId);
      if (!found) throw notFound(carrierMessages.checkNotFound);
      const { check } = found;
      if (!isFinLockEligible(check.deviceStatus)) {
        throw new AppError({
          status: 409,
          code: 'NOT_ELIGIBLE',
          message: carrierMessages.finlockNotQualifying,
        });
      }
      const request = await insertFinLockRequest(tx, {
        organizationId: organisationId,
        imei: check.imei,
        imeiKey: check.imeiKey,
        carrierCheckId: check.id,
        requestedBy: userId,
        deviceMake: deviceMakeFromModel(check.model),
        deviceModel: check.model,
        esnStatus: check.esnStatus,
        deviceStatus: check.deviceStatus,
        status: 'requested',
      });
      await recordEvent(
        tx,
        { ...tenant, webhooks: deps },
        {
          name: 'finlock.requested',
          subjectId: request.id,
          data: {
            finlockRequestId: request.id,
            carrierCheckId: check.id,
            imei: check.imei,
            deviceMake: request.deviceMake,
            deviceModel: request.deviceModel,
            status: request.status,
            deviceStatus: request.deviceStatus,
          },
        },
      );
      const requestedBy = { id: userId, email: actor.email, name: actor.name };
      return toView({ request, requestedBy });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(carrierMessages.finlockAlreadyOpen, 'FINLOCK_ALREADY_OPEN');
    throw error;
  }
}

export function listFinLockRequestPage(tenant: TenantContext, query: ListFinLockRequestsQuery) {
  return readTenantPage(tenant, query, listFinLockRequests, toView);
}

export function removeFinLockRequest(tenant: TenantContext, id: string): Promise<void> {
  return deleteWithAudit(tenant, {
    id,
    remove: deleteFinLockRequest,
    notFoundMessage: carrierMessages.finlockNotFound,
    event: 'finlock_request.deleted',
    details: (imei) => ({ imei }),
  });
}

type FinLockRequestRow = Awaited<ReturnType<typeof finlockRequestBatch>>['rows'][number];

/** The FinLock removal requests as a CSV download, with the list's status filter. */
export const finlockRequestExport = {
  filename: 'finlock-requests',
  batch: finlockRequestBatch,
  columns: [
    { header: 'Date', value: (row) => row.createdAt },
    { header: 'IMEI', value: (row) => row.imei },
    { header: 'Make', value: (row) => row.deviceMake },
    { header: 'Model', value: (row) => row.deviceModel },
    { header: 'Status', value: (row) => row.status },
    { header: 'ESN Status', value: (row) => row.esnStatus },
    { header: 'Device Status', value: (row) => row.deviceStatus },
    { header: 'Requested By', value: (row) => row.requestedBy },
  ],
} satisfies ListExport<FinLockRequestRow, ListFinLockRequestsQuery>;
