import type { DeviceSearchPath } from '@/domain/device-searches';
import { type EarlierRecord, type EarlierRecordRefusal, earlierRecordRefusal } from '@/domain/earlier-record';
import type { ExistingRecordType } from '@/domain/errors';
import { imeiMatchKey, validateImei } from '@/domain/imei';
import { intakeMessages } from '@/domain/intake-messages';
import { latestTodayAnywhere } from '@/domain/loss-date';
import { type ClaimsIntakeSchema, type ValidIntake, validateIntake } from '@/domain/schemas/claims-intake';
import { eventStatements } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import type { TenantTx } from '@/server/db/tenant';
import { AppError, conflict } from '@/server/errors';
import {
  type CheckView,
  findDeviceRecord,
  intakeStatusColumns,
  scoreCheck,
  toCheckView,
  triageColumns,
} from '@/server/modules/checks';
import { searchOriginOf } from '@/server/modules/device-searches';
import { searchDevice } from '@/server/providers/device-history/search-device';
import type { Services } from '@/server/services';
import { insertCheckWithAudit, loadIntakeContext } from './queries';

type Deps = Pick<Services, 'db' | 'deviceHistory' | 'jobs' | 'env' | 'logger' | 'mailer' | 'backgroundTasks'>;
type IntakeInput = import('zod').output<typeof ClaimsIntakeSchema>;
/** Who the intake is for: a request's tenant, or a bulk intake's creator when its worker records a row. */
export type IntakeTenant = Pick<
  TenantContext,
  'organisationId' | 'userId' | 'apiKeyId' | 'idempotencyKey' | 'run' | 'read'
> & {
  actor: Pick<TenantContext['actor'], 'email' | 'name'>;
};

/** The kind of record each refusal names. */
const REFUSED_RECORD: Record<EarlierRecordRefusal['code'], ExistingRecordType> = {
  PREVIOUSLY_CHECKED: 'check',
  ALREADY_SETTLED: 'settled-claim',
  ALREADY_DENIED: 'denied-claim',
};

/**
 * The intake's refusal of a device on record (409, its code and heading, naming the record that exists so a client
 * can read it), or null for a device new to the organisation.
 */
async function earlierRecordError(tenant: IntakeTenant, imeiKey: string, record: EarlierRecord | undefined) {
  const refused = earlierRecordRefusal(record);
  if (!refused) return null;
  const existing = await tenant.read((tx) =>
    findDeviceRecord(tx, {
      organisationId: tenant.organisationId,
      imeiKey,
      type: REFUSED_RECORD[refused.code],
    }),
  );
  return conflict(refused.message, refused.code, refused.title, existing);
}

/** What the intake rules ask of the database, or a 503 saying the lookup failed (nothing was searched). */
function readIntakeContext(tenant: IntakeTenant, imeiKeys: string[]) {
  return tenant
    .read((tx) => loadIntakeContext(tx, tenant.organisationId, imeiKeys))
    .catch(() => {
      throw new AppError({
        status: 503,
        code: 'LOOKUP_FAILED',
        message: intakeMessages.lookupFailed,
        title: intakeMessages.validationError,
      });
    });
}

/**
 * Claims Intake, its rules in order: validate the form (`validateIntake`), refuse a device the organisation already
 * checked, settled or denied, ask the provider, then store the check. Nothing is stored unless the provider answered
 * in full.
 */
export async function recordCheck(deps: Deps, tenant: IntakeTenant, input: IntakeInput): Promise<CheckView> {
  const wellFormed = validateImei(input.imei);
  // Claim types and earlier records come in one statement; the rules below still apply in their order.
  const imeiKey = wellFormed.ok ? imeiMatchKey(wellFormed.imei) : null;
  const context = await readIntakeContext(tenant, imeiKey ? [imeiKey] : []);
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
  return searchAndStore(deps, tenant, intake, context, 'intake');
}

/**
 * A bulk row: its line passed the intake rules when the file was uploaded (they are not run twice), so only the
 * earlier records are asked again (a device may have been checked since), then the search and the check as above.
 */
export async function recordValidIntake(
  deps: Deps,
  tenant: IntakeTenant,
  intake: ValidIntake,
): Promise<CheckView> {
  const context = await readIntakeContext(tenant, [imeiMatchKey(intake.imei)]);
  return searchAndStore(deps, tenant, intake, context, 'bulk');
}

async function searchAndStore(
  deps: Deps,
  tenant: IntakeTenant,
  intake: ValidIntake,
  context: Awaited<ReturnType<typeof readIntakeContext>>,
  path: Extract<DeviceSearchPath, 'intake' | 'bulk'>,
): Promise<CheckView> {
  const { organisationId, userId, actor } = tenant;
  const imeiKey = imeiMatchKey(intake.imei);
  const refused = await earlierRecordError(tenant, imeiKey, context.records.get(imeiKey));
  if (refused) throw refused;

  const report = await searchDevice(deps, searchOriginOf(tenant, path), {
    imei: intake.imei,
    claimReference: intake.reference,
  });
  // Triage never fails the intake: rules that cannot be evaluated send the check to review (scoreCheck).
  const createdAt = new Date();
  const triage = scoreCheck(
    { ruleSet: context.ruleSet, replacementHandedOut: context.replaced.has(imeiKey) },
    intake,
    report,
    createdAt,
  );
  const check = {
    organizationId: organisationId,
    imei: intake.imei,
    imeiKey,
    reference: intake.reference,
    claimType: intake.claimType,
    fnol: intake.fnol,
    lossDate: intake.lossDate,
    checkedBy: userId,
    deviceMake: report.make,
    deviceModel: report.model,
    fullResponse: report.raw,
    ...intakeStatusColumns(report),
    ...triageColumns(triage),
    createdAt,
  };
  const recorded = (tx: TenantTx, checkId: string) =>
    eventStatements(
      tx,
      { ...tenant, webhooks: deps },
      {
        name: 'check.recorded',
        subjectId: checkId,
        data: {
          checkId,
          imei: check.imei,
          reference: check.reference,
          claimType: check.claimType,
          deviceMake: check.deviceMake,
          deviceModel: check.deviceModel,
          isBlocked: check.isBlocked,
          findMyIphoneStatus: check.findMyIphoneStatus,
          certificateResult: check.certificateResult,
          triage,
        },
      },
    );
  const stored = await tenant
    .run((tx) => insertCheckWithAudit(tx, check, recorded))
    .catch(async (error: unknown) => {
      // Two intakes of one device at once: the unique key lets one in; the other hears it was checked just now.
      if (!isUniqueViolation(error)) throw error;
      const justChecked = { checkedAt: new Date(), isSettled: false, isDenied: false };
      throw (await earlierRecordError(tenant, imeiKey, justChecked)) ?? error;
    });
  const checkedBy = { id: userId, email: actor.email, name: actor.name };
  return toCheckView({ ...check, ...stored }, checkedBy, report);
}
