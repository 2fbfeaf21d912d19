import { z } from 'zod';
import { auditLogMessages } from '@/domain/audit-log-messages';
import { pagedQuerySchema } from '@/server/http/paging';

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
export type ListAuditEventsQuery = z.output<typeof ListAuditEventsQuerySchema>;

/** The Super Admin Panel's audit log: every organisation's events and the platform's own, or one organisation's. */
export const ListPlatformAuditEventsQuerySchema = auditLogQuery
  .extend({ organisationId: z.uuid(auditLogMessages.invalidOrganisation).optional() })
  .refine(daysInOrder, fromAfterTo);
export type ListPlatformAuditEventsQuery = z.output<typeof ListPlatformAuditEventsQuerySchema>;
