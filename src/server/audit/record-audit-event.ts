import type { Database, Transaction } from '@/server/db/client';
import { auditEvents } from '@/server/db/schema/platform';
import { currentRequestId } from '@/server/http/request-context';

export interface AuditEvent {
  organizationId: string | null;
  actorUserId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details?: Record<string, unknown>;
}

/** The row of an audit event, with the id of the request being served (none in background work). */
export function auditEventRow(event: AuditEvent) {
  return { ...event, details: event.details ?? null, requestId: currentRequestId() };
}

/** Appends to the audit log; pass the transaction that makes the change so both commit together. */
export async function recordAuditEvent(db: Database | Transaction, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values(auditEventRow(event));
}
