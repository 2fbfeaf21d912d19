import type { TriageRoute } from './schemas/triage-rules';

/**
 * Where an open claim stands in the work queue. A check starts `new` (`referred` when triage routes it to refer); a
 * handler moves it on. `decided` is never stored: a settled or denied claim leaves Claims Review, and its check reads
 * as decided (`GET /api/v1/checks/{id}` answers state settled or denied).
 */
export const WORK_STATUSES = ['new', 'in-review', 'referred', 'waiting-for-customer'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
/** Every status a claim can have, the one settlement or denial gives included. */
export const CLAIM_STATUSES = [...WORK_STATUSES, 'decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const WORK_STATUS_LABELS: Record<ClaimStatus, string> = {
  new: 'New',
  'in-review': 'In review',
  referred: 'Referred',
  'waiting-for-customer': 'Waiting for customer',
  decided: 'Decided',
};

/** Days from intake a claim of each triage route is due in, until the organization sets its own. */
export const DEFAULT_SERVICE_LEVEL_DAYS: Record<TriageRoute, number> = {
  'fast-track': 1,
  review: 3,
  refer: 10,
};
export const MAX_SERVICE_LEVEL_DAYS = 365;

/** The most checks one bulk action may name. */
export const MAX_BULK_IDS = 100;

/** Saved filter views: how many one handler may keep, and the longest name. */
export const MAX_SAVED_VIEWS = 50;
export const SAVED_VIEW_NAME_MAX = 60;

/** The due time of a claim taken in at `intakeAt` on `route`, under the organization's service level. */
export function dueAtFor(intakeAt: Date, route: TriageRoute, days: Record<TriageRoute, number>): Date {
  return new Date(intakeAt.getTime() + days[route] * 24 * 60 * 60 * 1000);
}

/** Overdue: a due time that has passed (a claim without one is never overdue). */
export function isOverdue(dueAt: string | Date | null, now: Date): boolean {
  return dueAt !== null && new Date(dueAt).getTime() < now.getTime();
}

/** The work queue's views on Claims Review: each is a set of list filters, named in the address as `view`. */
export const WORK_QUEUE_VIEWS = {
  mine: { label: 'My claims', filters: { assignee: 'me' } },
  unassigned: { label: 'Unassigned', filters: { assignee: 'none' } },
  referred: { label: 'Referred', filters: { status: 'referred' } },
  overdue: { label: 'Overdue', filters: { overdue: 'true' } },
} as const satisfies Record<string, { label: string; filters: Record<string, string> }>;
export type WorkQueueView = keyof typeof WORK_QUEUE_VIEWS;
