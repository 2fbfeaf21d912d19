import { messages } from './messages';

/**
 * Settle, deny and cleanup texts, word for word as the dialogs show them. Those marked "ours" are the server's own
 * additions: length limits, races with another user, and refusals only the server can see.
 */
export const decisionMessages = {
  validationError: messages.validationError,
  verificationNotFound:
    'The re-verification of this device has expired or belongs to another device. Close the dialog and settle again.',
  verificationOutdated:
    'The device was re-verified again after the result this settlement names. Close the dialog and settle on the latest result.', // ours
  overrideReasonTitle: 'Reason Required', // ours
  overrideReasonRequired: 'The device status changed since the check. Give your reason for settling anyway.', // ours
  overrideReasonWithoutChanges:
    'Nothing changed since the check, so there is nothing to give a reason for. Leave the reason empty.', // ours
  overrideReasonTooLong: 'The reason must be at most 1,000 characters', // ours
  referralReasonTitle: 'Referral Reason Required', // ours
  referralReasonRequired:
    'Triage referred this claim. Give your reason for settling it rather than leaving it to the fraud team.', // ours
  referralReasonLabel: 'Reason for settling a referred claim', // ours
  invalidImeiTitle: messages.invalidImei,
  incompleteReplacementTitle: 'Incomplete Replacement Information',
  incompleteReplacement: 'Please fill in all replacement device details.',
  replacementFieldTooLong: 'Replacement device details must be at most 100 characters', // ours
  notesTooLong: 'Notes must be at most 2000 characters', // ours
  replacementNotIncluded: 'Replacement device details were sent for a claim without a replacement device.', // ours
  replacementNotForTotalLoss: 'Total-loss claims do not include a replacement device.', // ours
  pendingReplacementTitle: 'Cannot Use This IMEI',
  pendingReplacement:
    'This IMEI has a pending check in Claims Review, so it cannot be used as a replacement device.', // ours
  replacementSameAsOriginal: 'The replacement device cannot be the claimed device itself.', // ours
  claimExists: 'A claim for this IMEI already exists in your organization.',
  checkGone: 'This check no longer exists. It may have been settled, denied or deleted.', // ours
  settleFailed: 'Failed to accept claim. Please try again.',
  claimSettledTitle: 'Claim Settled',
  claimSettled: 'The claim has been successfully settled and recorded.',
  claimAccepted: 'Claim has been accepted successfully.',
  nothingChanged: 'Nothing has changed since the original check.',
  nothingReportedChanged: 'Nothing the provider reported both times has changed since the original check.', // ours
  notComparedLead: 'Not reported by the provider at the check or now, so not compared:', // ours
  overrideReasonLabel: 'Reason for settling despite the changes', // ours
  verificationWarningTitle: 'Verification Warning',
  verificationWarning: 'Could not verify current device status. Proceeding with caution.',
  denialReasonRequired: 'Please select a denial reason.',
  denialReasonUnknown: "This denial reason is not one of your organization's denial reasons.", // ours
  denialNoteTooLong: 'The note must be at most 1,000 characters', // ours
  denialReasonsFailed: 'Failed to load denial reasons.',
  denyFailed: 'Failed to deny claim. Please try again.',
  alreadyDeniedTitle: 'Already Denied',
  alreadyDenied: 'This claim has already been denied. Its checks have been removed from Claims Review.', // ours
  claimDeniedTitle: 'Claim Denied',
  claimDeniedSuccess: 'Claim has been denied successfully.',
  cleanupFailedTitle: 'Cleanup failed',
  cleanupFailed: 'Could not cleanup related records.',
  cleanupCompleteTitle: 'Cleanup complete',
} as const;

/** 'Claim Denied' toast text. */
export const claimDeniedMessage = (reason: string) => `Claim has been denied: ${reason}`;

/** 'Cleanup complete' toast text: what was removed. */
export function cleanupCompleteMessage(claims: number, replacementDevices: number): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return `Removed ${plural(claims, 'claim', 'claims')} and ${plural(replacementDevices, 'replacement device record', 'replacement device records')}.`;
}
