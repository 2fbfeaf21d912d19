import { imeiMatchKey } from '@/domain/imei';
import { compareDeviceReports, type DeviceComparison } from '@/domain/verification-changes';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { findClaimReferenceOfDevice, replaceCurrentStatus } from '@/server/modules/checks';
import { searchOriginOf } from '@/server/modules/device-searches';
import { searchDevice } from '@/server/providers/device-history/search-device';
import type { DeviceHistoryResult } from '@/server/providers/device-history/types';
import type { Services } from '@/server/services';
import { insertVerification } from './queries';

type Deps = Pick<Services, 'db' | 'deviceHistory' | 'jobs' | 'env' | 'logger' | 'mailer' | 'backgroundTasks'>;

export interface VerificationOutcome extends DeviceComparison {
  verificationId: string;
  /** The device's open check, whose current status this re-verification now is; null when it has none. */
  checkId: string | null;
  report: DeviceHistoryResult;
}

/**
 * Fresh device-history data for a device about to be decided, kept so that the settlement rests on it: the status
 * the handler settled on is then the server's record. It becomes the current status of the device's open check, is
 * compared fact by fact with that check's intake (what the settlement will have to override) and is audited, all in
 * one transaction. A provider failure stores nothing.
 */
export async function verifyDevice(
  deps: Deps,
  tenant: TenantContext,
  imei: string,
): Promise<VerificationOutcome> {
  const { organisationId, userId } = tenant;
  const imeiKey = imeiMatchKey(imei);
  // Sent with the claim's reference, as the intake was: the provider ties the search to the claim.
  const claimReference = await tenant.run((tx) => findClaimReferenceOfDevice(tx, organisationId, imeiKey));
  const report = await searchDevice(deps, searchOriginOf(tenant, 'verification'), { imei, claimReference });
  return tenant.run(async (tx) => {
    const checkedAt = new Date();
    const verificationId = await insertVerification(tx, {
      organizationId: organisationId,
      imeiKey,
      checkedBy: userId,
      fullResponse: report.raw,
      createdAt: checkedAt,
    });
    const replaced = await replaceCurrentStatus(
      tx,
      { ...tenant, webhooks: deps },
      { imeiKey },
      { report, checkedAt, cause: 'verification' },
    );
    const comparison = replaced
      ? compareDeviceReports(replaced.intake, report)
      : { changes: [], notCompared: [] };
    await recordEvent(tx, tenant, {
      name: 'device.reverified',
      subjectId: replaced?.checkId ?? null,
      data: {
        verificationId,
        imei,
        certificateResult: report.certificate.result,
        changesSinceIntake: comparison.changes,
      },
    });
    return { verificationId, checkId: replaced?.checkId ?? null, report, ...comparison };
  });
}
