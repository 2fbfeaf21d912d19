import { z } from 'zod';
import { LIST_FILTERS } from '@/domain/register-filters';
import { reviewMessages } from '@/domain/review-messages';
import { ClaimTypeChangeSchema } from '@/domain/schemas/claim-type-change';
import { ClaimsIntakeSchema } from '@/domain/schemas/claims-intake';
import { withRegisterFilters } from '@/domain/schemas/register-filters';
import { DeviceReportSchema, LockStatusSchema, ReportVerdictSchema } from './device-report';
import { claimListQuerySchema, listReply, PersonSchema } from './page';
import { IdParamsSchema, ImeiParamsSchema } from './params';
import { defineList, defineRoute } from './route';
import { CheckTriageSchema, TriageSchema } from './triage-rules';
import { isoDateTime, NoContent, type Wire } from './wire';
import { AssignmentSchema } from './work-queue';

/** `POST /api/v1/checks`: one recorded intake check, with the device-history report it was recorded with. */
export const CheckReply = z.object({
  id: z.uuid(),
  imei: z.string(),
  reference: z.string().nullable(),
  claimType: z.string().nullable().describe('Null only for checks whose claim type was removed later'),
  fnol: z.boolean(),
  lossDate: z.string().nullable(),
  createdAt: isoDateTime,
  checkedBy: PersonSchema.nullable(),
  report: DeviceReportSchema,
  triage: CheckTriageSchema,
});
export type CheckView = Wire<typeof CheckReply>;

export const CheckRowSchema = z.object({
  id: z.uuid(),
  imei: z.string(),
  reference: z.string().nullable(),
  claimType: z.string().nullable(),
  createdAt: isoDateTime,
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  verdict: ReportVerdictSchema,
  triage: CheckTriageSchema,
  assignment: AssignmentSchema,
});
export type CheckSummary = Wire<typeof CheckRowSchema>;

/** `GET /api/v1/checks`: one page of the organisation's checks awaiting a decision (Claims Review). */
export const CheckPageReply = listReply(CheckRowSchema);

/** One re-verification of a check's device. */
export const RecheckSchema = z.object({
  id: z.uuid(),
  checkedAt: isoDateTime,
  checkedBy: PersonSchema.nullable(),
  lockStatus: LockStatusSchema.nullable().describe('Null: the provider did not report it'),
  isBlocked: z.boolean().nullable().describe('Null: the provider did not report it'),
  claimsCount: z.number().int().nullable().describe('Null: the provider did not report the claims'),
  fullResponse: z.record(z.string(), z.unknown()).describe("The provider's answer as received"),
  report: DeviceReportSchema.describe('The answer in the same form as the intake report'),
});
export type Recheck = Wire<typeof RecheckSchema>;

/**
 * One open check with everything the review dialog shows. Its `report` is the device's current status: the intake's,
 * replaced by each re-check and re-verification (`statusCheckedAt` says when it was taken).
 */
export const CheckDetailReply = CheckReply.extend({
  state: z.literal('open').describe('Waiting for a decision in Claims Review'),
  statusCheckedAt: isoDateTime.describe('When the current status (report) was taken'),
  isTotalLoss: z.boolean(),
  carrier: z
    .object({ esnStatus: z.string().nullable(), deviceStatus: z.string().nullable() })
    .nullable()
    .describe(
      "The organization's latest carrier check of the device (first 14 digits); null when it has none",
    ),
  rechecks: z.array(RecheckSchema).describe('Newest first'),
  assignment: AssignmentSchema,
});
export type CheckDetail = Wire<typeof CheckDetailReply>;

/** A check whose claim was settled or denied: its id leads to the record of the decision. */
export const DecidedCheckReply = z.object({
  id: z.uuid(),
  state: z.enum(['settled', 'denied']),
  record: z
    .object({
      type: z.enum(['settled-claim', 'denied-claim']),
      id: z.uuid(),
      href: z.string().describe('The API path of the settled or denied record'),
    })
    .describe('The settled or denied record that keeps this check id as checkId'),
});

/** `GET /api/v1/checks/:id`: an open check in full, or where a settled or denied one's record is. */
export const CheckLookupReply = z.discriminatedUnion('state', [CheckDetailReply, DecidedCheckReply]);

/** `PATCH /api/v1/checks/:id/claim-type`: the notice's sentence and the check as it is now. */
export const ClaimTypeChangeReply = z.object({ message: z.string(), check: CheckDetailReply });

/** `POST /api/v1/checks/:id/rechecks`: the re-verification, what changed since the last one, and the fresh report. */
export const RecheckReply = z.object({
  recheck: RecheckSchema,
  changes: z.array(z.string()).describe('Empty when nothing changed (No Changes)'),
  report: DeviceReportSchema,
  triage: TriageSchema.describe('The check scored again on the fresh report, under the current rules'),
});

/** `DELETE /api/v1/checks/by-imei/:imei`: how many of the device's checks were deleted. */
export const DeletedCountReply = z.object({ deleted: z.number().int() });

export const ListChecksQuerySchema = withRegisterFilters(
  claimListQuerySchema(reviewMessages.searchTooLong),
  LIST_FILTERS.claimsReview,
);

/** Claims Review (/dashboard/check-history): every route is scoped to the caller's organisation. */
const tags = ['claims review'];

export const checkList = defineList({
  path: '/api/v1/checks',
  summary: 'List checks (claims review)',
  operationId: 'listChecks',
  tags,
  query: ListChecksQuerySchema,
  reply: CheckPageReply,
  action: 'product:use',
  scope: 'checks:read',
});

export const checkRead = defineRoute({
  method: 'GET',
  path: '/api/v1/checks/:id',
  summary: 'Read a check',
  operationId: 'getCheck',
  description:
    'An open check in full (state open), or, once its claim was settled or denied, that state and the record that keeps the check id.',
  tags,
  params: IdParamsSchema,
  reply: CheckLookupReply,
  action: 'product:use',
  scope: 'checks:read',
});

export const claimTypeChange = defineRoute({
  method: 'PATCH',
  path: '/api/v1/checks/:id/claim-type',
  summary: "Change a check's claim type",
  operationId: 'changeCheckClaimType',
  tags,
  params: IdParamsSchema,
  body: ClaimTypeChangeSchema,
  reply: ClaimTypeChangeReply,
  action: 'product:use',
  scope: 'checks:write',
});

export const recheck = defineRoute({
  method: 'POST',
  path: '/api/v1/checks/:id/rechecks',
  summary: 'Re-check a device',
  operationId: 'recheckCheck',
  tags,
  params: IdParamsSchema,
  reply: RecheckReply,
  status: 201,
  action: 'product:use',
  scope: 'checks:write',
  idempotent: true,
});

export const checkDeletion = defineRoute({
  method: 'DELETE',
  path: '/api/v1/checks/:id',
  summary: 'Delete a check',
  operationId: 'deleteCheck',
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'claim:delete',
});

export const deviceChecksDeletion = defineRoute({
  method: 'DELETE',
  path: '/api/v1/checks/by-imei/:imei',
  summary: 'Delete every check of a device',
  operationId: 'deleteChecksByImei',
  tags,
  params: ImeiParamsSchema,
  reply: DeletedCountReply,
  action: 'claim:delete',
});

/** Claims Intake (/dashboard/claims-intake): a new check of a device, recorded in the caller's organisation. */
export const checkCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/checks',
  summary: 'Check a device (claims intake)',
  operationId: 'createCheck',
  tags: ['claims intake'],
  body: ClaimsIntakeSchema,
  reply: CheckReply,
  status: 201,
  action: 'product:use',
  scope: 'checks:write',
  idempotent: true,
});
