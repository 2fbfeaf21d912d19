/** What an organisation's claim system can hear about, one webhook event type each. */
export const WEBHOOK_EVENT_TYPES = [
  'check.recorded',
  'check.rechecked',
  'claim.settled',
  'claim.denied',
  'registry.submission_failed',
  'registry.outcome_unknown',
  'finlock.requested',
  'device.status_changed',
  'bulk_intake.finished',
  'check.assignment_changed',
  'check.route_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The event an admin sends to try an endpoint (Send test event): delivered and signed like any other, to that endpoint
 * only, and never subscribed to.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What a delivery can carry: any event an endpoint subscribes to, or the test event. */
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEventType = (typeof WEBHOOK_DELIVERY_EVENT_TYPES)[number];

/** The labels the Webhooks section shows beside each event's checkbox. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'check.recorded': 'A check is recorded',
  'check.rechecked': 'A check is re-checked (with the changes)',
  'claim.settled': 'A claim is settled',
  'claim.denied': 'A claim is denied',
  'registry.submission_failed': 'A registry submission failed',
  'registry.outcome_unknown':
    "A registry submission's outcome is unknown (an admin confirms it or sends it again)",
  'finlock.requested': 'A FinLock is requested',
  'device.status_changed': "A watched device's status changed after settlement (alerts)",
  'bulk_intake.finished': 'A bulk intake has worked all its rows (with its counts)',
  'check.assignment_changed': "A claim's assignee, status or due date changed",
  'check.route_changed': "A claim's triage route changed on a re-check or re-verification",
};

/**
 * Where a delivery stands: waiting for its first or next attempt, accepted by the receiver (2xx), or given up after
 * the last attempt.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * The claim a webhook payload concerns, whose events carry a `sequence` counted per check (1, 2, 3… in the order
 * they committed): its `checkId`, or for a settled claim's later events (registry, monitoring) its `settledClaimId`,
 * whose check the server finds. Null for events of no claim (a FinLock request, a bulk intake, a test event).
 */
export function sequencedClaimOf(
  data: Record<string, unknown>,
): { checkId: string } | { settledClaimId: string } | null {
  if (typeof data.checkId === 'string') return { checkId: data.checkId };
  if (typeof data.settledClaimId === 'string') return { settledClaimId: data.settledClaimId };
  return null;
}
