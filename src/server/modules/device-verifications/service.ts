import { imeiMatchKey } from '@/domain/imei';
import type { TenantContext } from '@/server/auth/tenant-context';
import { findClaimReferenceOfDevice } from '@/server/modules/checks/device-checks';
import { searchOriginOf } from '@/server/modules/device-searches/search-origin';
import { searchDevice } from '@/server/providers/device-history/search-device';
import type { DeviceHistoryResult } from '@/server/providers/device-history/types';
import type { Services } from '@/server/services';
import { insertVerification } from './queries';

type Deps = Pick<Services, 'db' | 'deviceHistory' | 'env' | 'logger'>;

/**
 * Fresh device-history data for a device about to be decided, kept so that the settlement can name it: the status
 * the handler settled on is then the server's record. A provider failure stores nothing.
 */
export async function verifyDevice(
  deps: Deps,
  tenant: TenantContext,
  imei: string,
): Promise<{ verificationId: string; report: DeviceHistoryResult }> {
  const imeiKey = imeiMatchKey(imei);
  // Sent with the claim's reference, as the intake was: the provider ties the search to the claim.
  const claimReference = await tenant.run((tx) =>
    findClaimReferenceOfDevice(tx, tenant.organisationId, imeiKey),
  );
  const report = await searchDevice(deps, searchOriginOf(tenant, 'verification'), { imei, claimReference });
  const verificationId = await tenant.run((tx) =>
    insertVerification(tx, {
      organizationId: tenant.organisationId,
      imeiKey,
      checkedBy: tenant.userId,
      fullResponse: report.raw,
    }),
  );
  return { verificationId, report };
}
