/**
 * Every `code` the API sends with a failure (`{ code, message }`), so the server can only throw, and the web app can
 * only compare, a code that exists. A request the framework refuses before any route runs (an unsupported media
 * type, a body too large) keeps the framework's own code.
 */
export const ERROR_CODES = [
  // Any request
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'INVALID_CHARACTERS',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NO_ORGANIZATION',
  'TWO_FACTOR_SETUP_REQUIRED',
  'INVALID_API_KEY',
  'MISSING_SCOPE',
  'TOO_MANY_API_KEYS',
  'NOT_FOUND',
  'CONFLICT',
  'DUPLICATE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'NOT_ANSWERED_IN_TIME',
  // Sign-in, password reset and two-factor sign-in
  'INVALID_CREDENTIALS',
  'SIGN_IN_EXPIRED',
  'ACCOUNT_DISABLED',
  'INVALID_CODE',
  'INVALID_PASSWORD',
  'INVALID_TOKEN',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_SETUP_NOT_STARTED',
  'TWO_FACTOR_NOT_ENABLED',
  // Claims intake, re-check, settle and deny
  'LOOKUP_FAILED',
  'PROVIDER_ERROR',
  'PREVIOUSLY_CHECKED',
  'ALREADY_SETTLED',
  'ALREADY_DENIED',
  'CLAIM_EXISTS',
  'REPLACEMENT_PENDING',
  'RECHECK_HISTORY_NOT_SAVED',
  'NOT_RETRYABLE',
  'OUTCOME_NOT_UNKNOWN',
  // Carrier checks and FinLock requests
  'CARRIER_ERROR',
  'NOT_ELIGIBLE',
  'FINLOCK_ALREADY_OPEN',
  // Users, invitations and mail
  'LAST_SUPER_ADMIN',
  'LAST_ORGANIZATION_ADMIN',
  'SUPER_ADMIN_NOT_DEACTIVATED',
  'USER_EXISTS',
  'ALREADY_ACCEPTED',
  'DOMAIN_MISMATCH',
  'NO_MATCHING_ORGANIZATION',
  'MAIL_FAILED',
  // Avatar upload
  'INVALID_FILE_TYPE',
  'FILE_TOO_LARGE',
  'IMAGE_TOO_LARGE',
  // Bulk intake files
  'FILE_NOT_TEXT',
  'FILE_UNREADABLE',
  'FILE_HEADER_INVALID',
  'TOO_MANY_ROWS',
  'ROWS_INVALID',
  'TOO_MANY_BULK_INTAKES',
  'NOT_AWAITING_APPROVAL',
  // Idempotent writes (the Idempotency-Key header)
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  // Monitoring alerts
  'ALREADY_REVIEWED',
  // Settling on the device's latest re-verification
  'VERIFICATION_OUTDATED',
  // The organisation's monthly budget of device-history searches
  'SEARCH_BUDGET_USED_UP',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The kinds of record a refusal can name as the one that already exists. */
export type ExistingRecordType = 'check' | 'settled-claim' | 'denied-claim';

/** The record a 409 is about (the device's open check, its settled or denied claim), with the path that reads it. */
export interface ExistingRecord {
  type: ExistingRecordType;
  id: string;
  href: string;
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
  issues?: { path: string; message?: string }[];
  requestId?: string;
  existing?: ExistingRecord;
}
