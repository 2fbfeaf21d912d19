import { z } from 'zod';
import { ImeiSchema } from '@/domain/schemas/imei';
import { subjectDataMessages as text } from '@/domain/subject-data-messages';
import { defineRoute, FileDownload } from './route';
import type { Wire } from './wire';

/** The kinds of record a subject request gathers, in the archive's order. */
export const SUBJECT_DATA_KINDS = [
  'user',
  'checks',
  'settledClaims',
  'deniedClaims',
  'replacementDevices',
  'alerts',
  'bulkIntakeRows',
  'auditEvents',
  'mails',
] as const;
export type SubjectDataKind = (typeof SUBJECT_DATA_KINDS)[number];

/** What a subject request may be about. */
export const SUBJECT_SELECTORS = ['claimReference', 'imei', 'userId'] as const;
export type SubjectSelectorKind = (typeof SUBJECT_SELECTORS)[number];

/**
 * Whom or what the request is about: exactly one of a device (its IMEI, 15 digits with a valid check digit), a claim
 * reference (as the intake recorded it) or a user of the organization (their id).
 */
export const SubjectSelectorQuery = z
  .strictObject({
    imei: ImeiSchema.optional(),
    claimReference: z.string().trim().min(1, text.referenceEmpty).max(200, text.referenceTooLong).optional(),
    userId: z.uuid(text.invalidUserId).optional(),
  })
  .refine((query) => SUBJECT_SELECTORS.filter((kind) => query[kind] !== undefined).length === 1, {
    message: text.oneSelector,
  });
export type SubjectSelector = z.output<typeof SubjectSelectorQuery>;

/** How many records of each kind the organization holds about the subject. */
export const SubjectDataSummaryReply = z.object({
  selector: z.enum(SUBJECT_SELECTORS),
  counts: z.object(
    Object.fromEntries(SUBJECT_DATA_KINDS.map((kind) => [kind, z.number().int()])) as {
      [Kind in SubjectDataKind]: z.ZodNumber;
    },
  ),
});
export type SubjectDataSummary = Wire<typeof SubjectDataSummaryReply>;

const tags = ['subject requests'];

/** The refusal of a subject request naming a user who is not a person of the organization (told apart from none). */
export const SUBJECT_USER_REFUSALS = {
  404: "NOT_FOUND: the `userId` is not a person of your organization (another organization's user included).",
};

/** The Org Admin Panel's "Find": the counts of what the organization holds about one subject. */
export const subjectDataSummary = defineRoute({
  method: 'GET',
  path: '/api/v1/subject-data/summary',
  summary: 'Count what your organization holds about a subject',
  operationId: 'summariseSubjectData',
  refusals: SUBJECT_USER_REFUSALS,
  description:
    "Exactly one of `imei`, `claimReference` or `userId`: how many checks, decisions, replacement devices, alerts, bulk intake rows, audit events and mails of the organization concern it. Another organization's user is a 404.",
  tags,
  query: SubjectSelectorQuery,
  reply: SubjectDataSummaryReply,
  action: 'organisation:manage',
});

/** The Org Admin Panel's "Download archive": everything of the summary, as one zip. */
export const subjectDataExport = defineRoute({
  method: 'GET',
  path: '/api/v1/subject-data/export',
  summary: 'Download everything your organization holds about a subject',
  operationId: 'exportSubjectData',
  refusals: SUBJECT_USER_REFUSALS,
  description:
    'A zip archive: each kind of record as JSON and as CSV, and manifest.json naming the selector, the time, the organization and the count of each kind. Recorded in the audit log (`subject_data.exported`).',
  tags,
  query: SubjectSelectorQuery,
  reply: FileDownload,
  produces: 'application/zip',
  action: 'organisation:manage',
});
