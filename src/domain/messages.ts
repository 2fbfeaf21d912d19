/** Every user-facing validation and error text, worded exactly as the product specification gives it. */
export const messages = {
  validationError: 'Validation Error',
  invalidEmailAddress: 'Invalid email address',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  passwordsDontMatch: "Passwords don't match",
  passwordTooLong: 'Password must be at most 128 characters',

  authenticationError: 'Authentication error',
  invalidCredentials: 'Invalid email or password',
  signedIn: 'Signed in successfully',
  resetEmailSent: 'Password reset email sent',
  resetEmailSentDescription: 'Check your email for the reset link',
  invalidResetLink: 'Invalid or expired link',
  invalidResetLinkDescription: 'Please request a new password reset link',
  passwordUpdated: 'Password updated',
  passwordUpdatedDescription: 'Your password has been successfully updated',
  twoFactorSetupGate: 'Your account needs two-factor sign-in. Set it up below to continue.',

  invalidInvitation: 'Invalid Invitation',
  invalidInvitationLink: 'Invalid invitation link',
  invalidOrExpiredInvitationLink: 'Invalid or expired invitation link',
  invalidInvitationToken: 'Invalid invitation token',
  passwordSet: 'Password Set Successfully',
  passwordSetDescription: 'Please sign in with your new password',

  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  emailTooLong: 'Email must be less than 255 characters',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be less than 200 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 2000 characters',
  contactSent: "Message sent successfully! We'll get back to you soon.",
  contactFailed: 'Failed to send message. Please try again.',

  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  invalidCursor:
    'startingAfter is not a cursor this list gave: pass the nextCursor of the page before, unchanged',
  exportReadsEveryRow:
    'An export reads every row: limit, startingAfter and updatedSince are for the list, page by page',
  mixedPaging: (pageField: string, cursorField: string) =>
    `Ask for a page by number (page, pageSize) or by cursor (limit, startingAfter, updatedSince), not both: ${pageField} and ${cursorField} were given`,
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  internalError: 'Something went wrong on our side. Please try again.',
  notAnsweredInTime: 'The server could not answer in time. Please try again.',
  invalidRequest: 'The request could not be understood.',
  invalidCharacters: 'The request contains characters that cannot be stored (such as a NUL byte).',
  pathTooLong: 'A part of the address is too long.',
  methodNotAllowed: (method: string, allowed: string) =>
    `This address does not take ${method}; it takes ${allowed}.`,
  originNotAllowed: 'Requests from this origin are not allowed.',
  originRequired:
    "A signed-in request that changes data must come from the app's own pages (its Origin header is missing).",

  invalidSecondFactorCode: 'Invalid code',
  secondFactorCodeFormat: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeRequired: 'Recovery code is required',
  signInExpired: 'Your sign-in has expired. Sign in again.',
  accountDisabled: 'This account has been disabled. Please contact your administrator.',
  incorrectPassword: 'Incorrect password',
  twoFactorAlreadyEnabled: 'Two-factor sign-in is already on',
  twoFactorSetupNotStarted: 'Start the set-up of two-factor sign-in first',
  twoFactorRequired: 'Two-factor sign-in is required for your account',
  twoFactorSetupRequired: 'Set up two-factor sign-in in Manage Profile to continue',
  twoFactorNotEnabled: 'Two-factor sign-in is not on for this user',
  twoFactorOffForYou: 'Turn on two-factor sign-in first',

  noRoleAssigned: 'No Role Assigned',
  noRoleAssignedDescription: 'Please contact your administrator to assign you a role.',
  noOrganization: 'No Organization',
  organisationNotFound: 'Organization not found',

  invalidImei: 'Invalid IMEI',
  imeiEmpty: 'IMEI cannot be empty',
  imeiNot15Digits: 'IMEI must be exactly 15 digits',
  imeiFailedLuhn: 'Invalid IMEI - failed Luhn check',

  deviceHistoryTimeout: 'The device-history service did not answer in time. Please try again.',
  deviceHistoryUnavailable:
    'The device-history service is unavailable at the moment. Please try again shortly.',
  deviceHistoryBadResponse:
    'The device-history service sent an answer that could not be read. Please try again.',
  deviceHistoryNoVerdict:
    'The device-history service answered without a verdict, so nothing was recorded. Please try again.',
  deviceHistoryNoCredits: 'Search credits exhausted: contact your account manager',
  deviceHistoryRejected: 'The device-history service refused this check. Please contact support.',
  deviceHistoryUnauthorised:
    'The device-history service did not accept our credentials. Please contact your administrator.',
  deviceHistoryPaused:
    'The device-history service has failed several times in a row, so checks are paused for a moment. Please try again in a minute.',
  deviceHistoryRedirect:
    'The device-history service answered with a redirect, which is not an answer, so nothing was recorded. Please contact your administrator.',
  deviceHistoryOtherDevice:
    'The device-history service answered about another device, so nothing was recorded. Please try again.',
} as const;

/** The device-history service answered 429: it asked us to wait `retryAfterSeconds` before searching again. */
export function deviceHistoryBusyMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  return `The device-history service is busy: try again in ${wait}`;
}

/** The 429 of a check that asks a paid upstream (intake, carrier check): what was refused and how long to wait. */
export function tooManyChecksMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  return `Too many checks in a short time. Please wait ${wait} and try again.`;
}

/** The 429 of a sign-in step: failed attempts locked it; `wait` is how long is left ('4 minutes', '30 seconds'). */
export function signInLockedOutMessage(wait: string): string {
  return `Too many failed attempts. Try again in ${wait}.`;
}
