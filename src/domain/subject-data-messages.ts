/** The texts of subject requests (everything the organization holds about one person or device, and its archive). */
export const subjectDataMessages = {
  oneSelector: 'Give exactly one of an IMEI, a claim reference or a user id',
  invalidUserId: 'User id must be a user id (uuid)',
  referenceEmpty: 'Claim reference must not be empty',
  referenceTooLong: 'Claim reference must be at most 200 characters',
  userNotFound: 'No such user in your organization.',
  cardTitle: 'Subject requests',
  cardDescription:
    'Find everything the organization holds about a claim reference, an IMEI or a user, download it as one archive, or erase it as far as the law and legal holds allow.',
  kindLabel: 'Search by',
  valueLabel: 'Value',
  find: 'Find',
  download: 'Download archive',
  findFailed: 'Failed to find the records. Please try again.',
  nothingHeld: 'The organization holds nothing about this subject.',
  /** The kinds of selector, as the card names them. */
  selectors: { claimReference: 'Claim reference', imei: 'IMEI', userId: 'User id' },
  /** Each kind of record, as the card and the archive's manifest name it. */
  kinds: {
    user: 'User account',
    checks: 'Checks',
    settledClaims: 'Settled claims',
    deniedClaims: 'Denied claims',
    replacementDevices: 'Replacement devices',
    alerts: 'Alerts',
    bulkIntakeRows: 'Bulk intake rows',
    auditEvents: 'Audit events',
    mails: 'Mails in the outbox',
  },
} as const;
