import type { Database, Transaction } from '@/server/db/client';
import { auditEvents } from '@/server/db/schema/platform';

export interface AuditEvent {
  organizationId: string | null;
  actorUserId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details?: Record<string, unknown>;
}

/** Appends to the audit log; pass the transaction that makes the change so both commit together. */
export async function recordAuditEvent(db: Database | Transaction, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({ ...event, details: event.details ?? null });
}
