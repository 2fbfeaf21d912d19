import { imeiMatchKey } from '@/domain/imei';
import { type Actor, requireOrganisation } from '@/server/auth/actor';
import { withTenant } from '@/server/db/tenant';
import { searchDevice } from '@/server/providers/device-history/search-device';
import type { DeviceHistoryResult } from '@/server/providers/device-history/types';
import type { Services } from '@/server/services';
import { insertVerification } from './queries';

type Deps = Pick<Services, 'db' | 'deviceHistory'>;

/**
 * Fresh device-history data for a device about to be decided, kept so that the settlement can name it: the status
 * the handler settled on is then the server's record. A provider failure stores nothing.
 */
export async function verifyDevice(
  deps: Deps,
  actor: Actor | null,
  imei: string,
): Promise<{ verificationId: string; report: DeviceHistoryResult }> {
  const organisationId = requireOrganisation(actor);
  const report = await searchDevice(deps, { imei });
  const verificationId = await withTenant(deps.db, organisationId, (tx) =>
    insertVerification(tx, {
      organizationId: organisationId,
      imeiKey: imeiMatchKey(imei),
      checkedBy: actor?.userId ?? null,
      fullResponse: report.raw,
    }),
  );
  return { verificationId, report };
}
