/** Texts of the Settled Claims, Denied Claims and Replacement Devices registers: searches, loading, deletions. */
export const registerMessages = {
  searchTooLong: 'Search must be at most 50 characters',
  settledClaimNotFound: 'Settled claim not found',
  deniedClaimNotFound: 'Denied claim not found',
  replacementDeviceNotFound: 'Replacement device not found',
  loadSettledFailed: 'Failed to load accepted claims. Please try again.',
  loadDeniedFailed: 'Failed to load denied claims. Please try again.',
  loadReplacementsFailed: 'Failed to fetch replacement devices',
  /** What deleting a settled claim removes, in 'This will permanently delete …. This action cannot be undone.' */
  deleteSettledWhat: (imei: string) =>
    `the settled claim for IMEI ${imei}, with the claim behind it and its replacement device, so the IMEI can be taken in and settled again`,
  deleteSettledFailed: 'Failed to delete claim. Please try again.',
  deleteDeniedFailed: 'Failed to delete denied claim. Please try again.',
  /** A decided claim's details when the search ledger keeps none of its device's reports (older records). */
  reportNotKept: 'The full device report is not kept for claims decided before searches were recorded.',
  /** The current status when the device has not been searched since its intake. */
  checkedAtIntakeOnly: 'Not searched since the intake, checked',
  deleteReplacementFailed: 'Failed to delete device. Please try again.',
} as const;
