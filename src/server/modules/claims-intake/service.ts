import { format } from 'date-fns';
import type { DeviceSearchPath } from '@/domain/device-searches';
import type { ExistingRecord, ExistingRecordType } from '@/domain/errors';
import { imeiMatchKey, validateImei } from '@/domain/imei';
import { intakeMessages, previouslyCheckedMessage } from '@/domain/intake-messages';
import { latestTodayAnywhere } from '@/domain/loss-date';
import { type ClaimsIntakeSchema, validateIntake } from '@/domain/schemas/claims-intake';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import { AppError, conflict } from '@/server/errors';
import { type CheckView, toCheckView } from '@/server/modules/checks/check-view';
import { intakeStatusColumns } from '@/server/modules/checks/current-status';
import { findDeviceRecord } from '@/server/modules/checks/device-records';
import { searchOriginOf } from '@/server/modules/device-searches/search-origin';
import { raiseWebhookEvent } from '@/server/modules/webhooks/raise-webhook-event';
import { searchDevice } from '@/server/providers/device-history/search-device';
import type { Services } from '@/server/services';
import { insertCheckWithAudit, loadIntakeContext } from './queries';

type Deps = Pick<Services, 'db' | 'deviceHistory' | 'jobs' | 'env' | 'logger'>;
type IntakeInput = import('zod').output<typeof ClaimsIntakeSchema>;
/** Who the intake is for: a request's tenant, or a bulk intake's creator when its worker records a row. */
export type IntakeTenant = Pick<
  TenantContext,
  'organisationId' | 'userId' | 'apiKeyId' | 'idempotencyKey' | 'run' | 'read'
> & {
  actor: Pick<TenantContext['actor'], 'email' | 'name'>;
};

const PREVIOUSLY_CHECKED = (date: Date, existing?: ExistingRecord) =>
  conflict(
    previouslyCheckedMessage(format(date, 'MM/dd/yyyy')),
    'PREVIOUSLY_CHECKED',
    intakeMessages.previouslyCheckedTitle,
    existing,
  );

/**
 * Claims Intake, its rules in order: validate the form (`validateIntake`), refuse a device the organisation already
 * checked, settled or denied, ask the provider, then store the check. Nothing is stored unless the provider answered
 * in full.
 */
export async function recordCheck(
  deps: Deps,
  tenant: IntakeTenant,
  input: IntakeInput,
  path: Extract<DeviceSearchPath, 'intake' | 'bulk'> = 'intake',
): Promise<CheckView> {
  const { organisationId, userId, actor } = tenant;
  const wellFormed = validateImei(input.imei);
  // Claim types and earlier records come in one statement; the rules below still apply in their order.
  const imeiKey = wellFormed.ok ? imeiMatchKey(wellFormed.imei) : null;
  const context = await tenant
    .read((tx) => loadIntakeContext(tx, organisationId, imeiKey))
    .catch(() => {
      throw new AppError({
        status: 503,
        code: 'LOOKUP_FAILED',
        message: intakeMessages.lookupFailed,
        title: intakeMessages.validationError,
      });
    });
  const isTotalLoss = (name: string) =>
    context.claimTypes.find((type) => type.claimType === name)?.isTotalLoss;
  const intake = validateIntake(input, isTotalLoss, latestTodayAnywhere());
  if (!intake.ok)
    throw new AppError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: intake.message,
      title: intake.title,
    });
  // A refusal names the record that exists, so a client can read it.
  const existing = (type: ExistingRecordType) =>
    tenant.read((tx) => findDeviceRecord(tx, { organisationId, imeiKey: imeiMatchKey(intake.imei), type }));
  if (context.checkedAt) throw PREVIOUSLY_CHECKED(context.checkedAt, await existing('check'));
  if (context.isSettled) {
    const record = await existing('settled-claim');
    throw conflict(
      intakeMessages.alreadySettled,
      'ALREADY_SETTLED',
      intakeMessages.alreadySettledTitle,
      record,
    );
  }
  if (context.isDenied) {
    const record = await existing('denied-claim');
    throw conflict(intakeMessages.alreadyDenied, 'ALREADY_DENIED', intakeMessages.alreadyDeniedTitle, record);
  }

  const report = await searchDevice(deps, searchOriginOf(tenant, path), {
    imei: intake.imei,
    claimReference: intake.reference,
  });
  const check = {
    organizationId: organisationId,
    imei: intake.imei,
    imeiKey: imeiMatchKey(intake.imei),
    reference: intake.reference,
    claimType: intake.claimType,
    fnol: intake.fnol,
    lossDate: intake.lossDate,
    checkedBy: userId,
    deviceMake: report.make,
    deviceModel: report.model,
    fullResponse: report.raw,
    ...intakeStatusColumns(report),
  };
  const audit = (checkId: string) => ({
    organizationId: organisationId,
    actorUserId: userId,
    action: 'check.recorded',
    subjectType: 'claim_check',
    subjectId: checkId,
    details: { imei: intake.imei },
  });
  const stored = await tenant
    .run(async (tx) => {
      const inserted = await insertCheckWithAudit(tx, check, audit);
      await raiseWebhookEvent(deps, tx, {
        organisationId,
        type: 'check.recorded',
        data: {
          checkId: inserted.id,
          imei: check.imei,
          reference: check.reference,
          claimType: check.claimType,
          deviceMake: check.deviceMake,
          deviceModel: check.deviceModel,
          isBlocked: check.isBlocked,
          findMyIphoneStatus: check.findMyIphoneStatus,
          certificateResult: check.certificateResult,
        },
      });
      return inserted;
    })
    .catch(async (error: unknown) => {
      // Two intakes of one device at once: the unique key lets one in; the other hears it was checked just now.
      if (isUniqueViolation(error)) throw PREVIOUSLY_CHECKED(new Date(), await existing('check'));
      throw error;
    });
  const checkedBy = { id: userId, email: actor.email, name: actor.name };
  return toCheckView({ ...check, ...stored }, checkedBy, report);
}
