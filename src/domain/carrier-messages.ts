/** Carrier Check and FinLock texts, word for word as the screens show them, the carrier's failures and refusals included. */
export const carrierMessages = {
  imeiRequired: 'Please enter an IMEI number',
  invalidImeiTitle: 'Invalid IMEI',
  checkError: 'An error occurred while checking the device',
  checkThrown: 'Failed to check device status',
  historyFailed: 'Failed to load VZ check history',
  checkNotFound: 'Carrier check not found',
  imageNotFound: 'This check has no device image',

  carrierTimeout: 'The carrier service did not answer in time. Please try again.',
  carrierUnavailable: 'The carrier service is unavailable at the moment. Please try again shortly.',
  carrierBadResponse: 'The carrier service sent an answer that could not be read. Please try again.',
  carrierRedirect:
    'The carrier service answered with a redirect, which is not an answer. Please contact your administrator.',
  carrierRejected: 'The carrier service refused this check. Please contact support.',
  carrierUnauthorised:
    'The carrier service did not accept our credentials. Please contact your administrator.',
  carrierPaused:
    'The carrier service has failed several times in a row, so checks are paused for a moment. Please try again in a minute.',

  finlockNotLoggedIn: 'You must be logged in to request a FinLock removal',
  finlockNoOrganization: 'No organization found',
  finlockCreateFailed: 'Failed to create FinLock removal request',
  finlockCreated: 'FinLock removal request has been submitted',
  finlockListFailed: 'Failed to fetch FinLock requests',
  finlockListNoOrganization: 'No organization found for user',
  finlockDeleteFailed: 'Failed to delete FinLock removal request',
  finlockDeleted: 'FinLock removal request deleted',
  finlockNotFound: 'FinLock removal request not found',
  finlockNotQualifying:
    "A FinLock removal can only be requested when the carrier's device status shows a pending loan payment or an outstanding balance.",
  finlockAlreadyOpen: 'A FinLock removal request for this IMEI is already open.',
  finlockEmpty: 'No FinLock removal requests found',
  finlockTooltip:
    'Requests remove financial encumbrances on the IMEI and remove it from the GSMA Blocklist if blocked by the carrier.',
  searchTooLong: 'Search text must be at most 50 characters',
  /** Beside the outcome when the device status names a pending loan payment or an outstanding balance. */
  financeOutstanding: 'Finance: payments outstanding',
} as const;
