import { messages } from './messages';

/** Claims Intake texts, word for word as the form and its notices show them (validation, refusals, failures). */
export const intakeMessages = {
  validationError: messages.validationError,
  imeiRequired: 'Please enter an IMEI number',
  claimTypeRequired: 'Please select a claim type',
  claimTypeUnknown: "This claim type is not one of your organization's claim types.",
  fnolRequired: 'FNOL (First Notice of Loss) is required for total loss claims',
  lossDateRequired: 'Loss Date is required when FNOL is checked',
  lossDateWithoutFnol: 'A Loss Date is only recorded with FNOL. Check FNOL, or leave the Loss Date empty.', // ours
  lossDateInvalid: 'Loss Date must be a valid date',
  lossDateInFuture: 'Loss Date cannot be in the future',
  lossDateTooEarly: 'Loss Date cannot be before 01/01/1900',
  invalidImeiTitle: messages.invalidImei,
  imeiLength: messages.imeiNot15Digits,
  referenceTooLong: 'Claim reference must be at most 100 characters',
  previouslyCheckedTitle: 'IMEI Previously Checked',
  alreadySettledTitle: 'IMEI Already Settled',
  alreadySettled: 'A claim for this IMEI has already been settled. Find it in Settled Claims.',
  alreadyDeniedTitle: 'IMEI Already Denied',
  alreadyDenied: 'A claim for this IMEI has already been denied. Find it in Denied Claims.',
  lookupFailed: 'We could not check earlier records for this IMEI. Please try again.',
  checkFailedTitle: 'Check Failed',
  checkFailed: 'Failed to perform claims intake. Please try again.',
  checkComplete: 'Check Complete',
  checkCompleteDescription: 'Claims intake completed successfully and saved to history.',
} as const;

/** 'IMEI Previously Checked' notice: when, and where to find the check. */
export function previouslyCheckedMessage(checkedOn: string): string {
  return `This IMEI was already checked on ${checkedOn}. Find it in Claims Review.`;
}
