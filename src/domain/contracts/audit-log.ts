import { z } from 'zod';
import { AUDIT_CHAIN_BREAKS } from '@/domain/audit-chain';
import { auditLogMessages } from '@/domain/audit-log-messages';
import { pagedQuerySchema, pageReply } from './page';
import { defineList, defineRoute } from './route';
import { isoDateTime, type Wire } from './wire';

/** One entry of the audit log: who did what to which record, and when. */
export const AuditEventReply = z.object({
  id: z.uuid(),
  createdAt: isoDateTime,
  action: z
    .string()
    .describe('What was done, as `subject.verb` (check.recorded, claim.settled, api_key.revoked...).'),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** The person (name or e-mail) who did it; null for the system or a deleted user. */
  actor: z.string().nullable(),
  /** The API key it was done with, by name; null when a person did it in the app. */
  apiKey: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** The id of that API key (it outlives a rename); null when a person did it in the app. */
  apiKeyId: z.uuid().nullable(),
  /** The address the request came from; null for the system's own work and for events older than these fields. */
  ipAddress: z.string().nullable(),
  /** The User-Agent the request came with; null as the address is, or when the client sent none. */
  userAgent: z.string().nullable(),
  /**
   * The SCIM token, by name, of the identity provider that made the change (directory sync, with no person as
   * actor); null otherwise.
   */
  directory: z.string().nullable(),
});
export type AuditEvent = Wire<typeof AuditEventReply>;

/** `GET /api/v1/audit-events`: one page of the organisation's audit log, newest first. */
export const AuditEventPageReply = pageReply(AuditEventReply);

/** An entry of the Super Admin Panel's audit log: the organisation's name too (null for the platform's own events). */
export const PlatformAuditEventReply = AuditEventReply.extend({ organisation: z.string().nullable() });
export type PlatformAuditEvent = Wire<typeof PlatformAuditEventReply>;

/** `GET /api/v1/platform/audit-events`: one page of every organisation's audit log, newest first. */
export const PlatformAuditEventPageReply = pageReply(PlatformAuditEventReply);

const day = z.iso.date(auditLogMessages.invalidDate).optional();
const filterText = z.string().trim().max(100, auditLogMessages.filterTooLong).default('');

/**
 * The audit log's query: paging, a search of the action, the subject's kind, the actor's name or e-mail and the
 * details (an IMEI, a key's name), the filters (who acted: part of their name or e-mail; the action or the start of
 * it, `claim.` for every claim action; the subject: its kind or its id) and a range of days (UTC, both ends
 * included).
 */
const auditLogQuery = pagedQuerySchema({
  pageSizes: [25, 50, 100] as const,
  defaultPageSize: 25,
  searchTooLong: auditLogMessages.searchTooLong,
  searchMaxLength: 100,
}).extend({ actor: filterText, action: filterText, subject: filterText, from: day, to: day });

const daysInOrder = <Query extends { from?: string | undefined; to?: string | undefined }>(query: Query) =>
  !query.from || !query.to || query.from <= query.to;
const fromAfterTo = { message: auditLogMessages.fromAfterTo, path: ['from'] };

export const ListAuditEventsQuerySchema = auditLogQuery.refine(daysInOrder, fromAfterTo);

/** The Super Admin Panel's audit log: every organisation's events and the platform's own, or one organisation's. */
export const ListPlatformAuditEventsQuerySchema = auditLogQuery
  .extend({ organisationId: z.uuid(auditLogMessages.invalidOrganisation).optional() })
  .refine(daysInOrder, fromAfterTo);

const tags = ['audit log'];

/** The Org Admin Panel's audit log: who did what in the admin's own organisation. */
export const auditEventList = defineList({
  path: '/api/v1/audit-events',
  summary: "List your organization's audit log",
  operationId: 'listAuditEvents',
  tags,
  query: ListAuditEventsQuerySchema,
  reply: AuditEventPageReply,
  action: 'organisation:manage',
});

/** The Super Admin Panel's audit log: every organisation's events, and the platform's own. */
export const platformAuditEventList = defineList({
  path: '/api/v1/platform/audit-events',
  summary: "List every organization's audit log",
  operationId: 'listPlatformAuditEvents',
  tags,
  query: ListPlatformAuditEventsQuerySchema,
  reply: PlatformAuditEventPageReply,
  action: 'platform:manage',
  exported: {
    summary: "Export every organization's audit log as CSV",
    description:
      "Every event matching the list's search and filters (paging is ignored), newest first, as a CSV file.",
  },
});

/** Whether an audit log is as it was written: every event's hash, and its link to the event before it, checked. */
export const AuditChainVerificationReply = z.object({
  verified: z.boolean(),
  /** How many events were checked. */
  events: z.number().int(),
  /**
   * The first event, in the chain's order, that does not hold: its content changed since it was written
   * (`content_changed`), it does not follow the event before it or was written outside the app (`link_broken`), or
   * an event before it was deleted (`deleted_before`). Absent when verified.
   */
  firstBroken: z
    .object({
      id: z.uuid(),
      occurredAt: isoDateTime,
      action: z.string(),
      reason: z.enum(AUDIT_CHAIN_BREAKS),
    })
    .optional(),
});
export type AuditChainVerification = Wire<typeof AuditChainVerificationReply>;

/** The Org Admin Panel's Verify: the organisation's own audit log. */
export const auditChainVerification = defineRoute({
  method: 'GET',
  path: '/api/v1/audit-events/verification',
  summary: "Verify your organization's audit log",
  operationId: 'verifyAuditEvents',
  description:
    "Checks every event of the organization's audit log against its hash and the hash of the event before it, oldest first, and names the first that does not hold.",
  tags,
  reply: AuditChainVerificationReply,
  action: 'organisation:manage',
});

/** The Super Admin Panel's Verify: one organisation's audit log, or every organisation's and the platform's own. */
export const platformAuditChainVerification = defineRoute({
  method: 'GET',
  path: '/api/v1/platform/audit-events/verification',
  summary: "Verify an organization's audit log, or every one",
  operationId: 'verifyPlatformAuditEvents',
  description:
    "With `organisationId`, that organization's audit log; without, every organization's and the platform's own, the first event that does not hold named.",
  tags,
  query: z.object({ organisationId: z.uuid(auditLogMessages.invalidOrganisation).optional() }),
  reply: AuditChainVerificationReply,
  action: 'platform:manage',
});
