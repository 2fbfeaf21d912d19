import { z } from 'zod';
import { pageReply } from './page';
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
});
export type AuditEvent = Wire<typeof AuditEventReply>;

/** `GET /api/v1/audit-events`: one page of the organisation's audit log, newest first. */
export const AuditEventPageReply = pageReply(AuditEventReply);

/** An entry of the Super Admin Panel's audit log: the organisation's name too (null for the platform's own events). */
export const PlatformAuditEventReply = AuditEventReply.extend({ organisation: z.string().nullable() });
export type PlatformAuditEvent = Wire<typeof PlatformAuditEventReply>;

/** `GET /api/v1/platform/audit-events`: one page of every organisation's audit log, newest first. */
export const PlatformAuditEventPageReply = pageReply(PlatformAuditEventReply);
