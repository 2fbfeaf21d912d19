import { z } from 'zod';
import { auditLogMessages } from '@/domain/audit-log-messages';
import { pagedQuerySchema } from '@/server/http/paging';

const day = z.iso.date(auditLogMessages.invalidDate).optional();

/**
 * The audit log's query: paging, a search of the action, the subject's kind, the actor's name or e-mail and the
 * details (an IMEI, a key's name), and a range of days (UTC, both ends included).
 */
export const ListAuditEventsQuerySchema = pagedQuerySchema({
  pageSizes: [25, 50, 100] as const,
  defaultPageSize: 25,
  searchTooLong: auditLogMessages.searchTooLong,
  searchMaxLength: 100,
})
  .extend({ from: day, to: day })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: auditLogMessages.fromAfterTo,
    path: ['from'],
  });
export type ListAuditEventsQuery = z.output<typeof ListAuditEventsQuerySchema>;
