import { countOf } from '@/domain/device-report';
import { reviewMessages } from '@/domain/review-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { AppError, notFound } from '@/server/errors';
import { reportFromStored } from '@/server/modules/checks/stored-report';
import { searchOriginOf } from '@/server/modules/device-searches/search-origin';
import { raiseWebhookEvent } from '@/server/modules/webhooks/raise-webhook-event';
import { searchDevice } from '@/server/providers/device-history/search-device';
import type { DeviceHistoryResult } from '@/server/providers/device-history/types';
import type { Services } from '@/server/services';
import { findCheck, insertRecheck, listRechecks } from './queries';
import { listRecheckChanges } from './recheck-changes';
import type { RecheckEntry } from './schema';

type Deps = Pick<Services, 'db' | 'deviceHistory' | 'jobs' | 'env' | 'logger'>;

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
}

/**
 * Re-check: fresh provider data, compared with the latest known state (the newest re-check, else
 * the original check), kept in the re-check history. A provider failure stores nothing.
 */
export async function recheckDevice(deps: Deps, tenant: TenantContext, id: string): Promise<RecheckOutcome> {
  const { organisationId, userId, actor } = tenant;
  const [found, [latest]] = await tenant.run(async (tx) => [
    await findCheck(tx, organisationId, id),
    await listRechecks(tx, organisationId, id),
  ]);
  if (!found) throw notFound(reviewMessages.checkNotFound);
  const previous = latest
    ? {
        lockStatus: latest.recheck.findMyIphoneStatus,
        isBlocked: latest.recheck.isBlocked,
        claimsCount: latest.recheck.claimsCount,
      }
    : {
        lockStatus: found.check.findMyIphoneStatus,
        isBlocked: found.check.isBlocked,
        claimsCount: countOf(reportFromStored(found.check.fullResponse).claims),
      };

  const report = await searchDevice(deps, searchOriginOf(tenant, 'recheck'), {
    imei: found.check.imei,
    claimReference: found.check.reference,
  });
  const current = {
    lockStatus: report.lockStatus,
    isBlocked: report.isBlocked,
    claimsCount: countOf(report.claims),
  };
  const changes = listRecheckChanges(previous, current);
  // The history row and its audit event commit together or not at all.
  const row = await tenant
    .run(async (tx) => {
      const stored = await insertRecheck(tx, {
        organizationId: organisationId,
        claimCheckId: id,
        checkedBy: userId,
        fullResponse: report.raw,
        findMyIphoneStatus: current.lockStatus,
        isBlocked: current.isBlocked,
        claimsCount: current.claimsCount,
      });
      await recordAuditEvent(tx, {
        organizationId: organisationId,
        actorUserId: userId,
        action: 'check.rechecked',
        subjectType: 'claim_check',
        subjectId: id,
        details: { recheckId: stored.id, changes },
      });
      await raiseWebhookEvent(deps, tx, {
        organisationId,
        type: 'check.rechecked',
        data: {
          checkId: id,
          recheckId: stored.id,
          imei: found.check.imei,
          reference: found.check.reference,
          changes,
          isBlocked: current.isBlocked,
          findMyIphoneStatus: current.lockStatus,
          claimsCount: current.claimsCount,
        },
      });
      return stored;
    })
    .catch((error: unknown) => {
      throw historyNotSaved(error);
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
    },
    changes,
    report,
  };
}
