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
} as const;
