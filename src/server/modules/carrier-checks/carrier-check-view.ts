import { carrierCheckOutcome, carrierHistoryBadge, isFinLockEligible } from '@/domain/carrier-outcome';
import type { FoundCarrierCheck } from './queries';
import type { CarrierCheckView } from './schema';

/** A stored check as the API shows it, with the outcome, badge and FinLock rules (domain/carrier-outcome) applied. */
export function toCarrierCheckView({ check, checkedBy }: FoundCarrierCheck): CarrierCheckView {
  const status = { esnStatus: check.esnStatus, developerCode: check.developerCode };
  return {
    id: check.id,
    imei: check.imei,
    model: check.model,
    description: check.description,
    esnStatus: check.esnStatus,
    deviceStatus: check.deviceStatus,
    errorCode: check.errorCode,
    developerCode: check.developerCode,
    partNumber: check.partNumber,
    productId: check.productId,
    deviceSku: check.sku,
    deviceType: check.deviceType,
    // The version makes the URL change with the picture, so the browser may keep it for good.
    imageUrl: check.deviceImageId
      ? `/api/v1/carrier-checks/${check.id}/image?v=${check.deviceImageId.slice(0, 16)}`
      : null,
    outcome: carrierCheckOutcome(status),
    badge: carrierHistoryBadge(status),
    canRequestFinLock: isFinLockEligible(check.deviceStatus),
    checkedBy: checkedBy?.id ? checkedBy : null,
    createdAt: check.createdAt,
  };
}
