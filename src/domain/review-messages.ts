/** Claims Review texts (review dialog, re-check, claim-type change, deletions), word for word as the screen shows them. */
export const reviewMessages = {
  checkNotFound: 'Check not found',
  claimTypeUpdated: 'Claim type updated successfully.',
  claimTypeUpdatedFnolCleared: 'Claim type updated and FNOL date cleared.',
  claimTypeUpdatedFnolSet: 'Claim type updated and FNOL date set.',
  lossDateRequired: 'Please select a loss date.',
  changesDetected: 'Changes Detected',
  noChanges: 'No Changes',
  recheckFailedTitle: 'Re-check Failed',
  recheckHistoryNotSaved: 'Failed to save re-check history',
  checkDeleted: 'Check Deleted',
  checksDeleted: 'Checks Deleted',
  searchTooLong: 'Search must be at most 50 characters',
} as const;
