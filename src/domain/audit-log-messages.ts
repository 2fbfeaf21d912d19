import type { AuditChainBreak } from '@/domain/audit-chain';

/** The audit log's texts. */
export const auditLogMessages = {
  /** Who acted when the organization's identity provider made the change (directory sync), by its SCIM token's name. */
  directoryActor: (tokenName: string) => `Directory sync (SCIM token "${tokenName}")`,
  searchTooLong: 'Search must be at most 100 characters',
  filterTooLong: 'Filters must be at most 100 characters',
  invalidOrganisation: 'Choose an organization from the list',
  invalidDate: 'Dates must be given as YYYY-MM-DD',
  fromAfterTo: 'The "from" date must not be after the "to" date',
  loadFailed: 'Failed to load the audit log. Please try again.',
  empty: 'No audit events yet.',
  noMatch: 'No audit events match these filters.',
  verified: (events: number) => `All ${events} ${events === 1 ? 'event' : 'events'} verified`,
  /** Why an event of the audit chain does not hold, after "Event <action> of <time> does not hold: ". */
  chainBreaks: {
    content_changed: 'its content was changed after it was written',
    link_broken: 'it does not follow the event before it',
    deleted_before: 'an event before it was deleted',
  },
  broken: (event: { action: string; occurredAt: string; id: string; reason: AuditChainBreak }) =>
    `Event ${event.action} of ${event.occurredAt} (id ${event.id}) does not hold: ${auditLogMessages.chainBreaks[event.reason]}.`,
  verifyFailed: 'Failed to verify the audit log. Please try again.',
} as const;
