import { countOf } from '@/domain/device-report';
import { reviewMessages } from '@/domain/review-messages';
import type { Triage } from '@/domain/triage';
import { compareDeviceReports } from '@/domain/verification-changes';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { AppError, notFound } from '@/server/errors';
import { replaceCurrentStatus } from '@/server/modules/checks';
import { searchOriginOf } from '@/server/modules/device-searches';
import { searchDevice } from '@/server/providers/device-history/search-device';
import type { DeviceHistoryResult } from '@/server/providers/device-history/types';
import type { Services } from '@/server/services';
import { findCheck, insertRecheck } from './queries';
import type { RecheckEntry } from './schema';

type Deps = Pick<Services, 'db' | 'deviceHistory' | 'jobs' | 'env' | 'logger' | 'mailer' | 'backgroundTasks'>;

/** A re-check whose history could not be saved is its own failure, under the screen's 'Re-check Failed'. */
const historyNotSaved = (cause: unknown) =>
  new AppError({
    status: 500,
    code: 'RECHECK_HISTORY_NOT_SAVED',
    message: reviewMessages.recheckHistoryNotSaved,
    title: reviewMessages.recheckFailedTitle,
    cause,
  });

export interface RecheckOutcome {
  recheck: RecheckEntry;
  changes: string[];
  report: DeviceHistoryResult;
  triage: Triage;
}

/**
 * Re-check: fresh provider data, compared fact by fact with the check's current status (the newest re-check or
 * re-verification, else the intake), kept in the re-check history and made the check's current status. A provider
 * failure stores nothing.
 */
export async function recheckDevice(deps: Deps, tenant: TenantContext, id: string): Promise<RecheckOutcome> {
  const { organisationId, userId, actor } = tenant;
  const found = await tenant.read((tx) => findCheck(tx, organisationId, id));
  if (!found) throw notFound(reviewMessages.checkNotFound);

  const report = await searchDevice(deps, searchOriginOf(tenant, 'recheck'), {
    imei: found.check.imei,
    claimReference: found.check.reference,
  });
  const current = {
    lockStatus: report.lockStatus,
    isBlocked: report.isBlocked,
    claimsCount: countOf(report.claims),
  };
  // The history row, the new current status and the audit event commit together or not at all.
  const { row, changes, triage } = await tenant
    .run(async (tx) => {
      const checkedAt = new Date();
      const replaced = await replaceCurrentStatus(
        tx,
        { ...tenant, webhooks: deps },
        { checkId: id },
        { report, checkedAt, cause: 'recheck' },
      );
      // Settled, denied or deleted while the provider answered.
      if (!replaced) throw notFound(reviewMessages.checkNotFound);
      const { changes } = compareDeviceReports(replaced.previous, report);
      const stored = await insertRecheck(tx, {
        organizationId: organisationId,
        claimCheckId: id,
        checkedBy: userId,
        checkedAt,
        fullResponse: report.raw,
        findMyIphoneStatus: current.lockStatus,
        isBlocked: current.isBlocked,
        claimsCount: current.claimsCount,
      });
      await recordEvent(
        tx,
        { ...tenant, webhooks: deps },
        {
          name: 'check.rechecked',
          subjectId: id,
          data: {
            checkId: id,
            recheckId: stored.id,
            imei: found.check.imei,
            reference: found.check.reference,
            changes,
            isBlocked: current.isBlocked,
            findMyIphoneStatus: current.lockStatus,
            claimsCount: current.claimsCount,
            certificateResult: report.certificate.result,
            triage: replaced.triage,
          },
        },
      );
      return { row: stored, changes, triage: replaced.triage };
    })
    .catch((error: unknown) => {
      throw error instanceof AppError ? error : historyNotSaved(error);
    });
  return {
    recheck: {
      id: row.id,
      checkedAt: row.checkedAt,
      checkedBy: { id: userId, email: actor.email, name: actor.name },
      lockStatus: row.findMyIphoneStatus,
      isBlocked: row.isBlocked,
      claimsCount: row.claimsCount,
      fullResponse: row.fullResponse as Record<string, unknown>,
      report,
    },
    changes,
    report,
    triage,
  };
}
