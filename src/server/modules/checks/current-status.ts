import { and, eq, sql } from 'drizzle-orm';
import type { DeviceReport } from '@/domain/device-report';
import { recordEvent, type WebhookEventContext } from '@/server/audit/record-event';
import { claimChecks } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';
import { reportFromStored } from './stored-report';
import { currentRuleSetSql, replacementHandedOutSql, scoreCheck, triageColumns } from './triage';

/** The status columns of a check from one provider report: what lists, filters, counts and exports read. */
export function statusColumns(report: DeviceReport) {
  return {
    findMyIphoneStatus: report.lockStatus,
    findMyIphoneActive: report.isLockActive,
    isBlocked: report.isBlocked,
    lastKnownCarriers: report.lastKnownCarriers,
    certificateResult: report.certificate.result,
    certificateId: report.certificate.id,
  };
}

/** A new check's status columns: its current status and its status at intake are the intake's report. */
export function intakeStatusColumns(report: DeviceReport) {
  return {
    ...statusColumns(report),
    intakeCertificateResult: report.certificate.result,
    intakeIsBlocked: report.isBlocked,
    intakeFindMyIphoneStatus: report.lockStatus,
  };
}

/** The check's current device report: the latest re-check's or re-verification's, else the intake's. */
export function currentReport(
  check: Pick<typeof claimChecks.$inferSelect, 'fullResponse' | 'statusResponse'>,
) {
  return reportFromStored(check.statusResponse ?? check.fullResponse);
}

/**
 * Makes a fresh search of the device its check's current status (a re-check names the check; a re-verification the
 * device, whose open check is then the organisation's one check on it), triaged again under the organisation's current
 * rules in the same statement. The daily tallies' triggers move the check between the verdict counts with it. When the
 * new triage routes the check elsewhere than before, `check.route_changed` is recorded (audit and webhooks) in the
 * same transaction. Returns the check's id, its intake's report, the status it replaced and the new triage; undefined
 * without a check.
 */
export async function replaceCurrentStatus(
  tx: TenantTx,
  by: WebhookEventContext,
  which: { checkId: string } | { imeiKey: string },
  { report, checkedAt, cause }: { report: DeviceReport; checkedAt: Date; cause: 'recheck' | 'verification' },
) {
  const { organisationId } = by;
  const [previous] = await tx
    .select({
      id: claimChecks.id,
      fullResponse: claimChecks.fullResponse,
      statusResponse: claimChecks.statusResponse,
      claimType: claimChecks.claimType,
      fnol: claimChecks.fnol,
      lossDate: claimChecks.lossDate,
      createdAt: claimChecks.createdAt,
      imei: claimChecks.imei,
      reference: claimChecks.reference,
      triageRoute: claimChecks.triageRoute,
      triageScore: claimChecks.triageScore,
      ruleSet: currentRuleSetSql(organisationId),
      replacementHandedOut: replacementHandedOutSql(organisationId, sql`${claimChecks.imeiKey}`),
    })
    .from(claimChecks)
    .where(
      and(
        eq(claimChecks.organizationId, organisationId),
        'checkId' in which ? eq(claimChecks.id, which.checkId) : eq(claimChecks.imeiKey, which.imeiKey),
      ),
    )
    .for('update');
  if (!previous) return undefined;
  const triage = scoreCheck(previous, previous, report, previous.createdAt);
  await tx
    .update(claimChecks)
    .set({
      ...statusColumns(report),
      statusResponse: report.raw,
      statusCheckedAt: checkedAt,
      ...triageColumns(triage),
    })
    .where(and(eq(claimChecks.organizationId, organisationId), eq(claimChecks.id, previous.id)));
  if (previous.triageRoute !== null && previous.triageRoute !== triage.route) {
    await recordEvent(tx, by, {
      name: 'check.route_changed',
      subjectId: previous.id,
      data: {
        checkId: previous.id,
        imei: previous.imei,
        reference: previous.reference,
        route: triage.route,
        previousRoute: previous.triageRoute,
        score: triage.score,
        previousScore: previous.triageScore,
        cause,
        triage,
      },
    });
  }
  return {
    checkId: previous.id,
    intake: reportFromStored(previous.fullResponse),
    previous: currentReport(previous),
    triage,
  };
}
