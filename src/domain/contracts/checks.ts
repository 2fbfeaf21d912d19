import { z } from 'zod';
import { DeviceReportSchema, LockStatusSchema, ReportVerdictSchema } from './device-report';
import { PersonSchema, pageReply } from './page';
import { isoDateTime, type Wire } from './wire';

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
});
export type CheckView = Wire<typeof CheckReply>;

const CheckRowSchema = z.object({
  id: z.uuid(),
  imei: z.string(),
  reference: z.string().nullable(),
  claimType: z.string().nullable(),
  createdAt: isoDateTime,
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  verdict: ReportVerdictSchema,
});
export type CheckSummary = Wire<typeof CheckRowSchema>;

/** `GET /api/v1/checks`: one page of the organisation's checks awaiting a decision (Claims Review). */
export const CheckPageReply = pageReply(CheckRowSchema);

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

/** `GET /api/v1/checks/:id`: one check with everything the review dialog shows. */
export const CheckDetailReply = CheckReply.extend({
  isTotalLoss: z.boolean(),
  carrier: z
    .object({ esnStatus: z.string().nullable(), deviceStatus: z.string().nullable() })
    .nullable()
    .describe(
      "The organization's latest carrier check of the device (first 14 digits); null when it has none",
    ),
  rechecks: z.array(RecheckSchema).describe('Newest first'),
});
export type CheckDetail = Wire<typeof CheckDetailReply>;

/** `PATCH /api/v1/checks/:id/claim-type`: the notice's sentence and the check as it is now. */
export const ClaimTypeChangeReply = z.object({ message: z.string(), check: CheckDetailReply });

/** `POST /api/v1/checks/:id/rechecks`: the re-verification, what changed since the last one, and the fresh report. */
export const RecheckReply = z.object({
  recheck: RecheckSchema,
  changes: z.array(z.string()).describe('Empty when nothing changed (No Changes)'),
  report: DeviceReportSchema,
});

/** `DELETE /api/v1/checks/by-imei/:imei`: how many of the device's checks were deleted. */
export const DeletedCountReply = z.object({ deleted: z.number().int() });
