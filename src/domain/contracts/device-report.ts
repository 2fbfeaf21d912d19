import { z } from 'zod';
import type { DeviceReport } from '@/domain/device-report';
import type { ReportVerdict } from '@/domain/report-verdict';
import { isoDateTime } from './wire';

/** Provider text, passed through as sent; null where the provider left it out. */
const text = z.string().nullable();
/** A fact the provider may not have reported (null), which is never the same as an empty list. */
const reported = <Schema extends z.ZodType>(schema: Schema) => schema.nullable();

/** The device-lock state as the provider names it (Apple "Find My iPhone"). */
export const LockStatusSchema = z.enum(['activated', 'lost', 'notactivated', 'notapplicable']);

/** One device-history check as the app stores and shows it: the reply's form of DeviceReport, field for field. */
export const DeviceReportSchema = z.object({
  serial: z.string(),
  make: text,
  model: text,
  modelCandidates: z.array(z.object({ manufacturer: text, model: text, colour: text, storage: text })),
  isWellFormedImei: z.boolean(),
  lockStatus: reported(LockStatusSchema),
  isLockActive: z.boolean(),
  isBlocked: reported(z.boolean()),
  blockHistory: reported(
    z.array(z.object({ network: text, eventType: text, recordDate: text, reason: text })),
  ),
  certificate: z.object({ result: z.enum(['red', 'green']), id: z.string() }),
  certificateLastSearched: reported(z.object({ date: text })),
  earlierSearches: reported(z.array(z.object({ searchDate: text, insurer: text, contactNumber: text }))),
  stolen: reported(
    z.array(z.object({ recordDate: text, force: text, crimeReference: text, reportedBy: text })),
  ),
  found: reported(z.array(z.object({ recordDate: text, organisation: text, contactNumber: text }))),
  lost: reported(z.array(z.object({ recordDate: text, reportedBy: text, reference: text }))),
  ownership: reported(z.array(z.object({ recordDate: text, registeredBy: text, contactNumber: text }))),
  claims: reported(
    z.array(
      z.object({
        claimDate: text,
        insurer: text,
        claimType: text,
        claimReference: text,
        contactNumber: text,
      }),
    ),
  ),
  lastKnownCarriers: z.array(z.object({ network: z.string(), recordDate: text })),
  raw: z.unknown().describe("The provider's answer as received, kept as evidence for this claim only"),
}) satisfies z.ZodType<DeviceReport, DeviceReport>;

/** A list row's verdict (ReportVerdict): the certificate's colour and the report's number of warning signs. */
export const ReportVerdictSchema = z
  .object({
    result: z.enum(['red', 'green']).describe("The device-history certificate's verdict"),
    warnings: z
      .number()
      .int()
      .describe(
        'How many warning signs the report holds (blocked, locked, stolen, lost, found, claims, red...)',
      ),
  })
  .describe("The device-history report's verdict") satisfies z.ZodType<ReportVerdict, ReportVerdict>;

/** A register record's device report from the search ledger, and when that search was made. */
export const LedgerReportSchema = z.object({
  report: DeviceReportSchema,
  checkedAt: isoDateTime.describe('When the search that answered it was sent'),
});

/** The current verdict of a decided claim's device: its newest search's (intake, re-check, re-verification, monitoring). */
export const CurrentVerdictSchema = ReportVerdictSchema.nullable().describe(
  "The verdict of the device's newest search by the organization; null when none is kept (records older than the search ledger)",
);

/** What a decided claim's details add: the device's full report at intake and now. */
export const DecidedClaimReports = {
  intakeReport: LedgerReportSchema.nullable().describe(
    'The report the check was recorded with; null when the search ledger does not keep it (older records)',
  ),
  currentReport: LedgerReportSchema.nullable().describe(
    "The device's newest report (intake, re-check, re-verification or monitoring search); null when none is kept",
  ),
};
