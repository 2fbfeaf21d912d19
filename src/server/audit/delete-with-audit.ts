import type { DomainEvent, DomainEventName, EventData } from '@/domain/domain-events';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { TenantTx } from '@/server/db/tenant';
import { notFound } from '@/server/errors';
import { recordEvent } from './record-event';

export interface AuditedDelete<Removed, Name extends DomainEventName> {
  id: string;
  /** Deletes the organisation's record and returns what the audit log keeps of it; undefined when there is none. */
  remove: (tx: TenantTx, organisationId: string, id: string) => Promise<Removed | undefined>;
  /** What a user reads when the organisation has no such record (another organisation's id answers the same). */
  notFoundMessage: string;
  /** The event the deletion records (its subject is the deleted record). */
  event: Name;
  details: (removed: Removed) => EventData<Name>;
}

/**
 * Removes one record of the actor's organisation and writes who removed it to the audit log, in one tenant
 * transaction: both happen or neither. No such record is a 404 and changes nothing.
 */
export async function deleteWithAudit<Removed, Name extends DomainEventName>(
  tenant: TenantContext,
  record: AuditedDelete<Removed, Name>,
): Promise<void> {
  const { organisationId } = tenant;
  await tenant.run(async (tx) => {
    const removed = await record.remove(tx, organisationId, record.id);
    if (removed === undefined) throw notFound(record.notFoundMessage);
    const event = { name: record.event, subjectId: record.id, data: record.details(removed) } as DomainEvent;
    await recordEvent(tx, tenant, event);
  });
}
