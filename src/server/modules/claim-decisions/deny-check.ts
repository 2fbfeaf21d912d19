import { decisionMessages } from '@/domain/decision-messages';
import { summariseDeviceStatus } from '@/domain/device-status-summary';
import type { DenialSchema } from '@/domain/schemas/settlement';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import { deleteChecksByImeiKey, reportFromStored } from '@/server/modules/checks';
import { isDenialReasonOf } from '@/server/modules/organisation-lists';
import type { WebhookDeps } from '@/server/modules/webhooks';
import {
  alreadyDenied,
  goneCheckError,
  invalidDecision,
  readDecisionOfCheck,
  readDeviceRecord,
} from './decision-errors';
import { hasDenial, insertDeniedClaim, lockCheck } from './queries';

type DenialInput = import('zod').output<typeof DenialSchema>;
type Denied = { deniedClaimId: string; denialReason: string; checkId: string };

/**
 * Denying a claim, in one transaction: the denied-claim record (keeping the check's claim reference and the handler's
 * note), the removal of every check of the organisation
 * on the device, and an audit event. A device denied before answers 'Already Denied' after its checks are removed.
 */
export async function denyCheck(
  deps: WebhookDeps,
  tenant: TenantContext,
  { checkId, input }: { checkId: string; input: DenialInput },
): Promise<Denied> {
  const { organisationId, userId: actorUserId, actor } = tenant;
  const { denialReason, notes } = input;
  if (!denialReason) throw invalidDecision(decisionMessages.denialReasonRequired);
  const outcome = await tenant
    .run(async (tx): Promise<Denied | { deviceKey: string }> => {
      if (!(await isDenialReasonOf(tx, organisationId, denialReason))) {
        throw invalidDecision(decisionMessages.denialReasonUnknown);
      }
      const check = await lockCheck(tx, organisationId, checkId);
      if (!check) throw await goneCheckError(tx, organisationId, checkId);
      const context = { ...tenant, webhooks: deps };
      if (await hasDenial(tx, organisationId, check.imeiKey)) {
        const removedCheckIds = await deleteChecksByImeiKey(tx, organisationId, check.imeiKey);
        await recordEvent(tx, context, {
          name: 'claim.already_denied_checks_removed',
          subjectId: check.id,
          data: { imei: check.imei, removedCheckIds },
        });
        return { deviceKey: check.imeiKey };
      }
      const deniedClaimId = await insertDeniedClaim(tx, {
        organizationId: organisationId,
        claimCheckId: check.id,
        deniedBy: actorUserId,
        deniedByName: actor.name,
        deniedByEmail: actor.email,
        imei: check.imei,
        imeiKey: check.imeiKey,
        denialReason,
        deviceMake: check.deviceMake,
        deviceModel: check.deviceModel,
        claimType: check.claimType,
        claimReference: check.reference,
        notes: notes || null,
        fullCheckData: summariseDeviceStatus(reportFromStored(check.fullResponse)),
      });
      const removedCheckIds = await deleteChecksByImeiKey(tx, organisationId, check.imeiKey);
      await recordEvent(tx, context, {
        name: 'claim.denied',
        subjectId: deniedClaimId,
        data: {
          deniedClaimId,
          checkId: check.id,
          imei: check.imei,
          reference: check.reference,
          claimType: check.claimType,
          denialReason,
          removedCheckIds,
        },
      });
      return { deniedClaimId, denialReason, checkId: check.id };
    })
    .catch(async (error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyDenied(await readDecisionOfCheck(tenant, checkId));
      throw error;
    });
  // The checks of an already-denied device are gone now (committed); the handler hears why, and which record it is.
  if ('deviceKey' in outcome) {
    throw alreadyDenied(await readDeviceRecord(tenant, outcome.deviceKey, 'denied-claim'));
  }
  return outcome;
}
