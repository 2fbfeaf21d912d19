import { claimMadeOn } from '@/domain/claim-made-on';
import { decisionMessages } from '@/domain/decision-messages';
import { summariseDeviceStatus } from '@/domain/device-status-summary';
import { imeiMatchKey } from '@/domain/imei';
import { baselineOf } from '@/domain/monitoring-baseline';
import { type SettlementSchema, validateSettlement } from '@/domain/schemas/settlement';
import { compareDeviceReports } from '@/domain/verification-changes';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import type { TenantTx } from '@/server/db/tenant';
import { conflict } from '@/server/errors';
import { deleteChecksByImeiKey, findDeviceRecord, reportFromStored } from '@/server/modules/checks';
import { findSettlementEvidence } from '@/server/modules/device-verifications';
import { watchSettledClaim } from '@/server/modules/monitoring';
import { readTotalLossRule } from '@/server/modules/organisation-lists';
import { isRegistrySubmissionOn } from '@/server/modules/organisation-settings';
import { queueRegistrySubmission } from '@/server/modules/registry-submissions';
import type { Services } from '@/server/services';
import {
  claimExists,
  goneCheckError,
  invalidDecision,
  pendingReplacement,
  readDecisionOfCheck,
} from './decision-errors';
import {
  insertClaim,
  insertReplacementDevice,
  insertSettledClaim,
  type LockedCheck,
  lockCheck,
} from './queries';

type Deps = Pick<Services, 'jobs' | 'env'>;

type SettlementInput = import('zod').output<typeof SettlementSchema>;

/**
 * Settling a claim, in one transaction: the accepted claim, the settled-claim record with the device status
 * summary, the registry submission job (when the organisation submits), the replacement device, the removal of
 * every check of the organisation on the device, the watches of post-claim monitoring, and an audit event. Either
 * all of it is written or none of it.
 */
export async function settleCheck(
  deps: Deps,
  tenant: TenantContext,
  { checkId, input }: { checkId: string; input: SettlementInput },
): Promise<{ settledClaimId: string; claimId: string; checkId: string }> {
  const { organisationId, userId: actorUserId, actor } = tenant;
  return tenant
    .run(async (tx) => {
      const totalLoss = await readTotalLossRule(tx, organisationId);
      const check = await lockCheck(tx, organisationId, checkId);
      if (!check) throw await goneCheckError(tx, organisationId, checkId);
      const isTotalLoss = totalLoss(check.claimType) === true;
      const report = reportFromStored(check.fullResponse);
      const verification = await readEvidence(tx, { organisationId, check, named: input.verificationId });
      const verified = verification && reportFromStored(verification.fullResponse);
      // Everything that changed since the check was recorded, which the handler settles despite (with a reason).
      const comparison = verified ? compareDeviceReports(report, verified) : null;
      const overriddenChanges = comparison?.changes ?? [];
      const settlement = validateSettlement(input, {
        isTotalLoss,
        originalImei: check.imei,
        changes: overriddenChanges,
        isReferred: check.triageRoute === 'refer',
      });
      if (!settlement.ok) throw invalidDecision(settlement.message, settlement.title);
      const { replacement, notes, overrideReason, referralReason } = settlement;
      if (replacement) {
        const pending = await findDeviceRecord(tx, {
          organisationId,
          imeiKey: imeiMatchKey(replacement.imei),
          type: 'check',
        });
        if (pending) throw pendingReplacement(pending);
      }
      const statusAtSettlement = verified ? summariseDeviceStatus(verified) : null;
      const registryStatus = (await isRegistrySubmissionOn(tx, organisationId)) ? 'pending' : 'off';
      const settledAt = new Date();
      const claimId = await insertClaim(tx, {
        organizationId: organisationId,
        imei: check.imei,
        imeiKey: check.imeiKey,
        claimCheckId: check.id,
        findMyIphoneStatus: check.findMyIphoneStatus,
        gsmaBlocked: check.isBlocked,
        notes,
        lossDate: check.lossDate,
        status: 'accepted',
        acceptedAt: settledAt,
        acceptedBy: actorUserId,
        replacementImei: replacement?.imei ?? null,
        replacementImeiKey: replacement ? imeiMatchKey(replacement.imei) : null,
        replacementMake: replacement?.make ?? null,
        replacementModel: replacement?.model ?? null,
        replacementColor: replacement?.color ?? null,
        replacementStorage: replacement?.storage ?? null,
      });
      const settledClaimId = await insertSettledClaim(tx, {
        organizationId: organisationId,
        claimCheckId: check.id,
        claimId,
        settledBy: actorUserId,
        imei: check.imei,
        imeiKey: check.imeiKey,
        deviceMake: check.deviceMake,
        deviceModel: check.deviceModel,
        // The candidate the make and model came from.
        deviceColor: report.modelCandidates[0]?.colour ?? null,
        deviceStorage: report.modelCandidates[0]?.storage ?? null,
        claimType: check.claimType,
        claimDate: claimMadeOn({ lossDate: check.lossDate, checkedAt: check.createdAt }),
        notes,
        fullCheckData: summariseDeviceStatus(report),
        statusAtSettlement,
        verificationId: verification?.id ?? null,
        overriddenChanges,
        overrideReason,
        claimReference: check.reference,
        settledByName: actor.name,
        settledByEmail: actor.email,
        registryStatus,
        registryUpdatedAt: settledAt,
        settledAt,
      });
      if (registryStatus === 'pending') {
        await queueRegistrySubmission(deps, tx, { settledClaimId, organisationId });
      }
      if (replacement) {
        await insertReplacementDevice(tx, {
          organizationId: organisationId,
          claimId,
          originalImei: check.imei,
          replacementImei: replacement.imei,
          deviceMake: replacement.make,
          deviceModel: replacement.model,
          deviceColor: replacement.color,
          deviceStorage: replacement.storage,
          notes,
          settledAt,
          settledBy: actorUserId,
        });
      }
      await watchSettledClaim(tx, {
        organisationId,
        settledClaimId,
        claimReference: check.reference,
        settledAt,
        claimed: {
          imei: check.imei,
          make: check.deviceMake,
          model: check.deviceModel,
          baseline: baselineOf(verified ?? report),
        },
        replacement: replacement && {
          imei: replacement.imei,
          make: replacement.make,
          model: replacement.model,
        },
      });
      const removedCheckIds = await deleteChecksByImeiKey(tx, organisationId, check.imeiKey);
      await recordEvent(
        tx,
        { ...tenant, webhooks: deps },
        {
          name: 'claim.settled',
          subjectId: settledClaimId,
          data: {
            settledClaimId,
            claimId,
            checkId: check.id,
            imei: check.imei,
            reference: check.reference,
            claimType: check.claimType,
            replacementImei: replacement?.imei ?? null,
            removedCheckIds,
            verificationId: verification?.id ?? null,
            statusAtSettlement,
            overriddenChanges,
            overrideReason,
            referralReason,
            notCompared: comparison?.notCompared ?? null,
            registryStatus,
          },
        },
      );
      return { settledClaimId, claimId: settledClaimId, checkId: check.id };
    })
    .catch(async (error: unknown) => {
      // The organisation already has a claim on this device (a settle raced this one, or an earlier claim was kept).
      if (isUniqueViolation(error)) {
        throw claimExists(await readDecisionOfCheck(tenant, checkId));
      }
      throw error;
    });
}

/**
 * The settlement's evidence: the device's latest re-verification since the check was recorded, whether the
 * settlement names it or not, so a result the handler saw cannot be left out. Naming an earlier one is a conflict (a
 * newer result exists); naming one that is not the device's is refused.
 */
async function readEvidence(
  tx: TenantTx,
  { organisationId, check, named }: { organisationId: string; check: LockedCheck; named: string | null },
) {
  const { latest, isNamedOfDevice } = await findSettlementEvidence(tx, {
    organisationId,
    imeiKey: check.imeiKey,
    since: check.createdAt,
    named,
  });
  if (named && !isNamedOfDevice) {
    throw invalidDecision(decisionMessages.verificationNotFound, decisionMessages.validationError);
  }
  if (named && latest && named !== latest.id) {
    throw conflict(
      decisionMessages.verificationOutdated,
      'VERIFICATION_OUTDATED',
      decisionMessages.validationError,
    );
  }
  return latest ?? null;
}
