/** The Alerts screen's and the alert API's texts. */
export const alertMessages = {
  loadFailed: 'Failed to load alerts. Please try again.',
  notFound: 'Alert not found',
  alreadyReviewed: 'This alert has already been marked reviewed.',
  reviewedTitle: 'Alert Reviewed',
  reviewedText: 'The alert has been marked reviewed.',
  reviewFailed: 'Failed to mark the alert reviewed. Please try again.',
} as const;
