import type { TenantContext } from '@/server/auth/tenant-context';
import type { TenantTx } from '@/server/db/tenant';
import { notFound } from '@/server/errors';
import { recordAuditEvent } from './record-audit-event';

export interface AuditedDelete<Removed> {
  id: string;
  /** Deletes the organisation's record and returns what the audit log keeps of it; undefined when there is none. */
  remove: (tx: TenantTx, organisationId: string, id: string) => Promise<Removed | undefined>;
  /** What a user reads when the organisation has no such record (another organisation's id answers the same). */
  notFoundMessage: string;
  action: string;
  subjectType: string;
  details: (removed: Removed) => Record<string, unknown>;
}

/**
 * Removes one record of the actor's organisation and writes who removed it to the audit log, in one tenant
 * transaction: both happen or neither. No such record is a 404 and changes nothing.
 */
export async function deleteWithAudit<Removed>(
  tenant: TenantContext,
  record: AuditedDelete<Removed>,
): Promise<void> {
  const { organisationId } = tenant;
  await tenant.run(async (tx) => {
    const removed = await record.remove(tx, organisationId, record.id);
    if (removed === undefined) throw notFound(record.notFoundMessage);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: tenant.userId,
      action: record.action,
      subjectType: record.subjectType,
      subjectId: record.id,
      details: record.details(removed),
    });
  });
}
