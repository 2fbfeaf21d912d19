import type { FastifyBaseLogger } from 'fastify';
import { carrierMessages } from '@/domain/carrier-messages';
import { imeiMatchKey } from '@/domain/imei';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { AppError, notFound } from '@/server/errors';
import type { ListExport } from '@/server/http/csv-export';
import { readTenantPage, readTenantRecord } from '@/server/http/tenant-reads';
import type { CarrierResponse } from '@/server/providers/carrier/types';
import { providerFailureReply } from '@/server/providers/provider-error';
import type { Services } from '@/server/services';
import { toCarrierCheckView } from './carrier-check-view';
import { carrierCheckBatch, findCarrierCheckImage, insertCarrierCheck, listCarrierChecks } from './queries';
import { findCarrierCheck } from './reads';
import type { CarrierCheckView, ListCarrierChecksQuery } from './schema';
import { storeDeviceImage } from './store-device-image';

type Deps = Pick<Services, 'db' | 'carrier'>;

/**
 * Carrier Check: asks the carrier, keeps its picture, stores the check for the organisation. Nothing is stored when
 * the carrier fails; the failure's text is what the screen's alert shows.
 */
export async function runCarrierCheck(
  deps: Deps,
  tenant: TenantContext,
  { imei, log }: { imei: string; log: FastifyBaseLogger },
): Promise<CarrierCheckView> {
  const { organisationId, userId, actor } = tenant;
  const answer = await askCarrier(deps, imei);
  const deviceImageId = await storeDeviceImage(deps, answer.deviceImageUrl, log);
  const stored = await tenant.run(async (tx) => {
    const check = await insertCarrierCheck(tx, {
      organizationId: organisationId,
      imei,
      imeiKey: imeiMatchKey(imei),
      checkedBy: userId,
      fullResponse: answer,
      model: answer.model,
      description: answer.description,
      esnStatus: answer.esnStatus,
      deviceStatus: answer.deviceStatus,
      developerCode: answer.developerCode,
      errorCode: answer.errorCode,
      partNumber: answer.partNumber,
      productId: answer.productId,
      sku: answer.deviceSku,
      deviceType: answer.deviceType,
      deviceImageUrl: answer.deviceImageUrl,
      deviceImageId,
    });
    await recordEvent(tx, tenant, {
      name: 'carrier_check.recorded',
      subjectId: check.id,
      data: { imei },
    });
    return check;
  });
  const checkedBy = { id: userId, email: actor.email, name: actor.name };
  return toCarrierCheckView({ check: stored, checkedBy });
}

async function askCarrier(deps: Pick<Deps, 'carrier'>, imei: string): Promise<CarrierResponse> {
  let answer: CarrierResponse;
  try {
    answer = await deps.carrier.checkDevice(imei);
  } catch (error) {
    throw providerFailureReply(error, 'CARRIER_ERROR');
  }
  // An answer about another device must never be stored against this one.
  if (answer.imei.replace(/\D/g, '') !== imei) {
    throw new AppError({ status: 502, code: 'CARRIER_ERROR', message: carrierMessages.carrierBadResponse });
  }
  return answer;
}

export function listCarrierCheckPage(tenant: TenantContext, query: ListCarrierChecksQuery) {
  return readTenantPage(tenant, query, listCarrierChecks, toCarrierCheckView);
}

export async function loadCarrierCheck(tenant: TenantContext, id: string) {
  return toCarrierCheckView(
    await readTenantRecord(tenant, id, findCarrierCheck, carrierMessages.checkNotFound),
  );
}

export async function loadCarrierCheckImage(tenant: TenantContext, id: string) {
  const image = await tenant.run((tx) => findCarrierCheckImage(tx, tenant.organisationId, id));
  if (!image) throw notFound(carrierMessages.imageNotFound);
  return image;
}

type CarrierCheckRow = Awaited<ReturnType<typeof carrierCheckBatch>>['rows'][number];

/** Carrier Check History as a CSV download. */
export const carrierCheckExport = {
  filename: 'carrier-checks',
  batch: carrierCheckBatch,
  columns: [
    { header: 'Date', value: (row) => row.createdAt },
    { header: 'IMEI', value: (row) => row.imei },
    { header: 'Model', value: (row) => row.model },
    { header: 'ESN Status', value: (row) => row.esnStatus },
    { header: 'Device Status', value: (row) => row.deviceStatus },
    { header: 'Checked By', value: (row) => row.checkedBy },
  ],
} satisfies ListExport<CarrierCheckRow, ListCarrierChecksQuery>;
