import type { z } from 'zod';
import type {
  ListAuditEventsQuerySchema,
  ListPlatformAuditEventsQuerySchema,
} from '@/domain/contracts/audit-log';

export type ListAuditEventsQuery = z.output<typeof ListAuditEventsQuerySchema>;
export type ListPlatformAuditEventsQuery = z.output<typeof ListPlatformAuditEventsQuerySchema>;
