import { z } from 'zod';
import {
  LEGAL_HOLD_KINDS,
  MAX_LEGAL_HOLD_REASON_LENGTH,
  RETENTION_LIMITS,
  type RetentionSettingName,
} from '@/domain/data-retention';
import { retentionMessages } from '@/domain/retention-messages';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { SUBJECT_SELECTORS, SUBJECT_USER_REFUSALS, SubjectSelectorQuery } from './subject-data';
import { isoDateTime, NoContent, type Wire } from './wire';

/** A whole number from 1 to the setting's maximum; 0, a negative, a fraction or another type is refused. */
function retentionSetting(name: RetentionSettingName, description: string) {
  const message = retentionMessages.settingRange(name);
  return z
    .number(message)
    .int(message)
    .min(1, message)
    .max(RETENTION_LIMITS[name].max, message)
    .describe(`${description} (default ${RETENTION_LIMITS[name].default})`);
}

/** `GET` and `PUT /api/v1/retention-settings`: how long the organization keeps what it records, as saved. */
export const RetentionSettingsReply = z.strictObject({
  undecidedChecksMonths: retentionSetting(
    'undecidedChecksMonths',
    'Months after which a check never settled nor denied is deleted',
  ),
  decidedClaimsYears: retentionSetting(
    'decidedClaimsYears',
    'Years a settled or denied claim is kept after its decision; then it is anonymised (IMEI hashed, references and names removed), its counts staying in the dashboards',
  ),
  rawAnswersDays: retentionSetting(
    'rawAnswersDays',
    "Days a provider's raw answer is kept whole; then only the facts the decision used are kept",
  ),
  auditEventsYears: retentionSetting('auditEventsYears', 'Years an audit event is kept'),
});
export type RetentionSettings = Wire<typeof RetentionSettingsReply>;

/** The body of `PUT /api/v1/retention-settings`: the settings it changes (at least one); the others stay. */
export const RetentionSettingsChangeSchema = RetentionSettingsReply.partial().refine(
  (change) => Object.keys(change).length > 0,
  { message: 'Name at least one setting to change' },
);
export type RetentionSettingsChange = z.infer<typeof RetentionSettingsChangeSchema>;

const imei = z
  .string(retentionMessages.holdTargetRequired)
  .regex(/^\d{14,15}$/, 'IMEI must be 14 or 15 digits')
  .describe('Every record of this IMEI (matched on its first 14 digits)');
const claimReference = z
  .string(retentionMessages.holdTargetRequired)
  .trim()
  .min(1, retentionMessages.holdTargetRequired)
  .max(200, retentionMessages.holdTargetRequired)
  .describe('Every record of this claim reference');
const reason = z
  .string(retentionMessages.holdReasonRequired)
  .trim()
  .min(1, retentionMessages.holdReasonRequired)
  .max(MAX_LEGAL_HOLD_REASON_LENGTH, retentionMessages.holdReasonTooLong)
  .describe('Why the records are held (a case, a dispute, a regulator)');

/** The body of `POST /api/v1/legal-holds`: exactly one of `imei`, `claimReference`, `checkId`, and the reason. */
export const LegalHoldCreateSchema = z
  .strictObject({
    imei: imei.optional(),
    claimReference: claimReference.optional(),
    checkId: z.uuid(retentionMessages.holdTargetRequired).optional().describe('This one check'),
    reason,
  })
  .refine(
    (hold) =>
      [hold.imei, hold.claimReference, hold.checkId].filter((target) => target !== undefined).length === 1,
    { message: retentionMessages.holdTargetRequired },
  );
export type LegalHoldCreate = z.infer<typeof LegalHoldCreateSchema>;

export const LegalHoldReply = z.object({
  id: z.uuid(),
  kind: z.enum(LEGAL_HOLD_KINDS).describe('What the hold covers: one check, an IMEI or a claim reference'),
  checkId: z.uuid().nullable(),
  imei: z.string().nullable(),
  claimReference: z.string().nullable(),
  reason: z.string(),
  createdAt: isoDateTime,
  createdBy: z.string().nullable().describe('Who put the records on hold; null once that user is deleted'),
});
export type LegalHold = Wire<typeof LegalHoldReply>;

export const LegalHoldListReply = z.object({
  items: z.array(LegalHoldReply).describe('The holds in force, newest first'),
});

const retentionTags = ['data retention'];

export const retentionSettingsRead = defineRoute({
  method: 'GET',
  path: '/api/v1/retention-settings',
  summary: "Read your organization's data retention settings",
  operationId: 'getRetentionSettings',
  tags: retentionTags,
  reply: RetentionSettingsReply,
  action: 'organisation:manage',
});

export const retentionSettingsChange = defineRoute({
  method: 'PUT',
  path: '/api/v1/retention-settings',
  summary: "Change your organization's data retention settings",
  operationId: 'updateRetentionSettings',
  tags: retentionTags,
  body: RetentionSettingsChangeSchema,
  reply: RetentionSettingsReply,
  action: 'organisation:manage',
});

export const legalHoldList = defineRoute({
  method: 'GET',
  path: '/api/v1/legal-holds',
  summary: "List your organization's legal holds in force",
  operationId: 'listLegalHolds',
  tags: retentionTags,
  reply: LegalHoldListReply,
  action: 'organisation:manage',
});

export const legalHoldCreate = defineRoute({
  method: 'POST',
  path: '/api/v1/legal-holds',
  summary: 'Put a check, an IMEI or a claim reference on legal hold',
  operationId: 'createLegalHold',
  refusals: { 404: 'NOT_FOUND: the `checkId` is not a check of your organization.' },
  description:
    'Held records are exempt from data retention and erasure until the hold is released. Audited (`legal_hold.placed`).',
  tags: retentionTags,
  status: 201,
  body: LegalHoldCreateSchema,
  reply: LegalHoldReply,
  action: 'organisation:manage',
});

export const legalHoldRelease = defineRoute({
  method: 'DELETE',
  path: '/api/v1/legal-holds/:id',
  summary: 'Release a legal hold',
  operationId: 'releaseLegalHold',
  refusals: { 409: 'CONFLICT: the hold was released already.' },
  description:
    'The records fall under data retention and erasure again. The hold stays on record as released; audited (`legal_hold.released`).',
  tags: retentionTags,
  status: 204,
  params: IdParamsSchema,
  reply: NoContent,
  action: 'organisation:manage',
});

/** `GET /api/v1/retention-runs/preview`: what a retention run would remove or reduce today under the current settings. */
export const RetentionPreviewReply = z.object({
  undecidedChecks: z
    .number()
    .int()
    .describe('Checks never decided, older than the undecided-checks period: deleted'),
  decidedClaims: z
    .number()
    .int()
    .describe('Settled and denied claims decided longer ago than the decided-claims period: anonymised'),
  rawAnswers: z
    .number()
    .int()
    .describe(
      "Provider answers (of checks, re-verifications and the search ledger) older than the raw-answers period: reduced to the decision's facts",
    ),
  auditEvents: z.number().int().describe('Audit events older than the audit-events period: deleted'),
  held: z.number().int().describe('Records that would be due but are kept by a legal hold in force'),
});
export type RetentionPreview = Wire<typeof RetentionPreviewReply>;

export const retentionRunPreview = defineRoute({
  method: 'GET',
  path: '/api/v1/retention-runs/preview',
  summary: 'Preview what a retention run would remove today',
  operationId: 'previewRetentionRun',
  description: 'A dry run: counts only, nothing is changed.',
  tags: retentionTags,
  reply: RetentionPreviewReply,
  action: 'organisation:manage',
});

/** One day's retention run of the organization: when it ran and what it did. */
export const RetentionRunReply = z.object({
  id: z.uuid(),
  day: z.iso.date().describe('The UTC day the run was for'),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable().describe('Null while the run is under way (or stopped, to resume)'),
  checksDeleted: z.number().int().describe('Checks never decided, deleted'),
  claimsAnonymised: z.number().int().describe('Settled and denied claims anonymised'),
  answersReduced: z.number().int().describe("Provider answers reduced to the decision's facts"),
  auditEventsDeleted: z.number().int().describe('Audit events deleted'),
});
export type RetentionRun = Wire<typeof RetentionRunReply>;

export const RetentionRunListReply = z.object({ items: z.array(RetentionRunReply) });

export const retentionRunList = defineRoute({
  method: 'GET',
  path: '/api/v1/retention-runs',
  summary: 'List the latest retention runs',
  operationId: 'listRetentionRuns',
  description:
    "The organization's retention runs of the last 30 days, newest first. A run applies the retention settings once a day; each is audited (`retention.run_finished`).",
  tags: retentionTags,
  reply: RetentionRunListReply,
  action: 'organisation:manage',
});

/** What an erasure removed, by kind. */
export const ErasedCounts = z.object({
  checksDeleted: z.number().int().describe('Open checks of the subject, deleted with their re-checks'),
  claimsAnonymised: z
    .number()
    .int()
    .describe('Settled and denied claims past the decided-claims period, anonymised as retention does'),
  answersReduced: z.number().int().describe("Re-verification answers reduced to the decision's facts"),
  searchesDeidentified: z
    .number()
    .int()
    .describe('Searches of the ledger: the IMEI a token, the claim reference removed, the answer reduced'),
  bulkIntakeRowsDeidentified: z
    .number()
    .int()
    .describe('Lines of uploaded files: the IMEI a token, the claim reference removed'),
  namesRemoved: z
    .number()
    .int()
    .describe('Records that named the user (who settled, denied or reviewed): the name and e-mail removed'),
});

export const KEPT_REASONS = ['legalHold', 'retentionPeriod', 'auditLog', 'account'] as const;

/** A record an erasure kept, and why. */
export const KeptRecord = z.object({
  record: z.enum(['check', 'settledClaim', 'deniedClaim', 'auditEvents', 'account']),
  id: z.uuid().nullable().describe('The record; null for the audit events (all that name the subject)'),
  reason: z.enum(KEPT_REASONS),
  keptUntil: z.iso.date().nullable().describe('When its period ends; null while a hold is in force'),
  explanation: z.string(),
});
export type KeptRecord = Wire<typeof KeptRecord>;

export const SubjectErasureReply = z.object({
  selector: z.enum(SUBJECT_SELECTORS),
  erased: ErasedCounts,
  kept: z.array(KeptRecord),
});
export type SubjectErasure = Wire<typeof SubjectErasureReply>;

export const subjectDataErasure = defineRoute({
  method: 'POST',
  path: '/api/v1/subject-data/erasure',
  summary: 'Erase what your organization holds about a subject',
  operationId: 'eraseSubjectData',
  refusals: SUBJECT_USER_REFUSALS,
  description:
    'Exactly one of `imei`, `claimReference` or `userId`. A device or a claim reference: its open checks are deleted, its settled and denied claims past the decided-claims period anonymised, its searches and uploaded lines de-identified; claims within the period, records on legal hold and the audit log are kept, each named with why and until when. A user: their name and e-mail are removed from the decisions and reviews that copied them (the account itself is removed in Team Members). All or nothing, in one transaction; recorded in the audit log (`subject_data.erased`) without the subject.',
  tags: ['subject requests'],
  body: SubjectSelectorQuery,
  reply: SubjectErasureReply,
  action: 'organisation:manage',
});
