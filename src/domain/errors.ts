/**
 * Every `code` the API sends with a failure (`{ code, message, requestId, details? }`), each with the one line the
 * published catalogue gives it (docs/errors.md, made from this list by `npm run docs:events`), so the server can only
 * throw, and the web app can only compare, a code that exists. A request the framework refuses before any route runs
 * (an unsupported media type, a body too large, a path too long) answers one of these too, never the framework's own.
 */
export const ERROR_CATALOGUE = {
  // Any request
  BAD_REQUEST:
    'The request cannot be read (a body that is not JSON, a malformed URL) or asks for something the route never does.',
  VALIDATION_ERROR: 'A field of the body, query or path is not valid; `details` names each invalid field.',
  INVALID_CURSOR:
    "A list's `startingAfter` is not a cursor it gave (garbled, forged, or from the other order: with or without `updatedSince`).",
  MIXED_PAGING:
    'A list was asked for a page by number (`page`, `pageSize`) and by cursor (`limit`, `startingAfter`, `updatedSince`) at once.',
  INVALID_CHARACTERS: 'A text holds a character that cannot be stored (a NUL byte).',
  UNAUTHENTICATED: 'No credential, an empty one, or a session that ended: sign in, or send an API key.',
  FORBIDDEN: 'The caller may not do this, or an unsafe request did not come from the app (its Origin).',
  NO_ORGANIZATION: 'The signed-in user belongs to no organization, or it was removed.',
  TWO_FACTOR_SETUP_REQUIRED:
    'The organization requires two-factor sign-in and the user has not set it up yet.',
  INVALID_API_KEY:
    "The API key is unknown or revoked, its creator's account was deleted, or it is a rotated key's previous secret after its grace period.",
  API_KEY_EXPIRED:
    'The API key has expired (401); an expired key cannot be rotated either (409). Create a new key.',
  MISSING_SCOPE: "The API key lacks the route's scope.",
  TOO_MANY_API_KEYS: 'The organization already has as many active API keys as it may.',
  TOO_MANY_SCIM_TOKENS: 'The organization already has as many active SCIM tokens as it may.',
  NOT_FOUND: 'No such route, or no such record in your organization.',
  METHOD_NOT_ALLOWED:
    'The path exists but not with this method; the `Allow` header lists the methods it takes.',
  UNSUPPORTED_MEDIA_TYPE: "The body's Content-Type or Content-Encoding is not one the route reads.",
  BODY_TOO_LARGE: 'The body is larger than the route accepts.',
  PATH_TOO_LONG: 'A segment of the path is longer than any id the API uses.',
  CONFLICT: 'The change conflicts with the current state of the record.',
  DUPLICATE: 'A record of that name already exists (a list entry, an API key, an organization domain).',
  TOO_MANY_REQUESTS: 'Too many requests in a short time; `Retry-After` says when to try again.',
  INTERNAL_ERROR: 'The server failed; nothing a client can correct. Quote the `requestId` to support.',
  NOT_ANSWERED_IN_TIME:
    'The request was not answered within the time limit; it may or may not have taken effect.',
  // Sign-in, password reset and two-factor sign-in
  INVALID_CREDENTIALS: 'The email or password is wrong.',
  SIGN_IN_EXPIRED: 'The sign-in waiting for its second factor took too long; sign in again.',
  ACCOUNT_DISABLED: 'The account is deactivated.',
  INVALID_CODE: 'The two-factor or backup code is wrong.',
  INVALID_PASSWORD: 'The password given to confirm a change is wrong.',
  INVALID_TOKEN: 'The reset or invitation link is unknown, used or expired.',
  TWO_FACTOR_REQUIRED: 'The password was right; the second factor is asked next.',
  TWO_FACTOR_ALREADY_ENABLED: 'Two-factor sign-in is already on.',
  TWO_FACTOR_SETUP_NOT_STARTED: 'Confirming two-factor sign-in before starting its set-up.',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor sign-in is not on.',
  // Single sign-on
  SSO_REQUIRED:
    'The organization requires single sign-on: sign in through its identity provider, not with a password.',
  SSO_PROVIDER_UNREACHABLE:
    "The identity provider's configuration could not be read from its issuer address.",
  SSO_NOT_TESTED: 'The connection must pass "Test connection" before it can be switched on.',
  SSO_NOT_ENABLED: 'Require SSO needs the connection switched on.',
  SSO_DOMAIN_TAKEN: 'The domain already belongs to an organization.',
  SSO_DOMAIN_NOT_VERIFIED: "The domain's TXT record was not found, or does not say what it should.",
  // Claims intake, re-check, settle and deny
  LOOKUP_FAILED: 'The device history could not be searched; nothing was recorded.',
  PROVIDER_ERROR: 'The device-history provider failed or answered something unreadable.',
  PREVIOUSLY_CHECKED: 'The device already has an open check; `existing` names it.',
  ALREADY_SETTLED: 'The device already has a settled claim; `existing` names it.',
  ALREADY_DENIED: 'The device already has a denied claim; `existing` names it.',
  CLAIM_EXISTS: 'The check already led to a claim decision; `existing` names it.',
  REPLACEMENT_PENDING: 'A replacement device of the claim is still waiting to be checked.',
  RECHECK_HISTORY_NOT_SAVED: 'The re-check found a history but it could not be saved; try again.',
  ENDPOINT_DISABLED: 'The webhook endpoint is disabled; enable it first.',
  EVENTS_EXPIRED:
    'The events feed was asked for events `since` a time more than 30 days ago: events are kept 30 days.',
  NOT_RETRYABLE: 'The registry submission or webhook delivery cannot be sent again in its present state.',
  OUTCOME_NOT_UNKNOWN: "The registry submission's outcome is already known.",
  // Carrier checks and FinLock requests
  CARRIER_ERROR: 'The carrier failed or answered something unreadable.',
  NOT_ELIGIBLE: 'The device is not eligible for a FinLock request.',
  FINLOCK_ALREADY_OPEN: 'The device already has an open FinLock request.',
  // Users, invitations and mail
  LAST_SUPER_ADMIN: 'The change would leave the platform without a super admin.',
  LAST_ORGANIZATION_ADMIN: 'The change would leave the organization without an admin.',
  SUPER_ADMIN_NOT_DEACTIVATED: 'A super admin cannot be deactivated.',
  USER_EXISTS: 'A user with that email already exists.',
  ALREADY_ACCEPTED: 'The invitation was already accepted.',
  DOMAIN_MISMATCH: "The email is not of the organization's domain.",
  NO_MATCHING_ORGANIZATION: "No organization has the email's domain.",
  MAIL_FAILED: 'The mail could not be sent; try again.',
  // Avatar upload
  INVALID_FILE_TYPE: 'The file is not a picture of a type the app takes.',
  FILE_TOO_LARGE: 'The file is larger than the route accepts.',
  IMAGE_TOO_LARGE: "The picture's dimensions are too large.",
  // Bulk intake files
  FILE_NOT_TEXT: 'The bulk file is not text (CSV).',
  FILE_UNREADABLE: 'The bulk file cannot be read as CSV.',
  FILE_HEADER_INVALID: "The bulk file's header row lacks or misnames a column.",
  TOO_MANY_ROWS: 'The bulk file has more rows than one upload may.',
  ROWS_INVALID: 'Some rows of the bulk file are not valid; the reply lists them.',
  TOO_MANY_BULK_INTAKES: 'The organization has as many bulk uploads in progress as it may.',
  NOT_AWAITING_APPROVAL: 'The bulk upload is not waiting for approval.',
  // Idempotent writes (the Idempotency-Key header)
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key header is not well formed.',
  IDEMPOTENCY_KEY_REUSED: 'The Idempotency-Key was used before with another request.',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'The request first sent with this Idempotency-Key is still being served.',
  // Monitoring alerts
  ALREADY_REVIEWED: 'The monitoring alert was already reviewed.',
  // Settling on the device's latest re-verification
  VERIFICATION_OUTDATED: 'A newer re-verification of the device arrived; settle on it.',
  // The organisation's monthly budget of device-history searches
  SEARCH_BUDGET_USED_UP:
    "The organization's monthly device-history search budget is used up; nothing was sent or charged.",
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** The kinds of record a refusal can name as the one that already exists. */
export type ExistingRecordType = 'check' | 'settled-claim' | 'denied-claim';

/** The record a 409 is about (the device's open check, its settled or denied claim), with the path that reads it. */
export interface ExistingRecord {
  type: ExistingRecordType;
  id: string;
  href: string;
}

/** An invalid field of a request: its dotted path in the body, query or path (`items.0.imei`) and what is wrong. */
export interface InvalidField {
  field: string;
  message: string;
}

/**
 * The body of every failure reply: the code, the notice's heading where the screen shows one, what the user reads,
 * for a request that failed schema validation every invalid field, for a conflict with a record the record, and the
 * request's id (its `X-Request-Id`, added to every failure on the way out: the id a customer quotes to support).
 */
export interface ErrorBody {
  code: ErrorCode;
  title?: string;
  message: string;
  details?: InvalidField[];
  requestId?: string;
  existing?: ExistingRecord;
}
