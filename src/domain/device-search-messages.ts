/** The texts of the organisation's search ledger (Org Admin Panel → Searches). */
export const deviceSearchMessages = {
  title: 'Device-History Searches',
  description:
    'Every search sent to the device-history provider, each of which may be charged: per path and per person.',
  searchTooLong: 'Search must be at most 100 characters',
  invalidDate: 'Dates must be given as YYYY-MM-DD',
  fromAfterTo: 'The "from" date must not be after the "to" date',
  invalidPath: 'Path must be one of intake, bulk, recheck, verification or monitoring',
  loadFailed: 'Failed to load the searches. Please try again.',
  empty: 'No searches in this period.',
} as const;
