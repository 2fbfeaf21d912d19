import { ALERT_KINDS } from './monitoring';
import { TRIAGE_ROUTES } from './schemas/triage-rules';

/**
 * The filters a register's list and its export take from the address (`?from=2026-01-01&handler=…`), the same names
 * on every register so that a link from the dashboard reads the same everywhere: a range of days (UTC, both ends
 * included), the claim type's name, the denial reason, the user who handled the record, the device verdict, the
 * check's triage route, and an alert's kind and state; Claims Review's work queue adds the assignee (`me`, `none` or a
 * user id), the claim's status and `overdue=true`.
 */
export const REGISTER_FILTERS = [
  'from',
  'to',
  'claimType',
  'reason',
  'handler',
  'verdict',
  'route',
  'kind',
  'state',
  'assignee',
  'status',
  'overdue',
] as const;
export type RegisterFilter = (typeof REGISTER_FILTERS)[number];

/** The device-history certificate's verdict on a check; `not_reported` when the provider gave none. */
export const VERDICTS = ['red', 'green', 'not_reported'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The filters each list offers, in the order the filter bar shows them. */
export const LIST_FILTERS = {
  claimsReview: ['from', 'to', 'claimType', 'handler', 'verdict', 'route', 'assignee', 'status', 'overdue'],
  settledClaims: ['from', 'to', 'claimType', 'handler'],
  deniedClaims: ['from', 'to', 'reason', 'handler'],
  replacementDevices: ['from', 'to', 'handler'],
  carrierChecks: ['from', 'to', 'handler'],
  finlockRequests: ['from', 'to', 'handler'],
  alerts: ['from', 'to', 'kind', 'state'],
} as const satisfies Record<string, readonly RegisterFilter[]>;

/** The filters' texts: the server's refusals and the filter bar's labels. */
export const registerFilterMessages = {
  invalidDate: 'Dates must be given as YYYY-MM-DD',
  fromAfterTo: 'The "from" date must not be after the "to" date',
  invalidHandler: 'The handler must be given as a user id',
  invalidVerdict: 'The verdict must be red, green or not_reported',
  invalidRoute: `The route must be ${TRIAGE_ROUTES.slice(0, -1).join(', ')} or ${TRIAGE_ROUTES.at(-1)}`,
  invalidAlertKind: `The kind must be one of ${ALERT_KINDS.join(', ')}`,
  invalidAlertState: 'The state must be open or reviewed',
  nameTooLong: 'A claim type or denial reason must be at most 200 characters',
  ignoredFilter: (name: string, value: string, reason = 'not a value this list offers') =>
    `The address's "${name}" filter "${value}" was left out: ${reason}.`,
  clearFilters: 'Clear filters',
} as const;
