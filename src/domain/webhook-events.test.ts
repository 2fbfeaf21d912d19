import { describe, expect, it } from 'vitest';
import {
  sequencedClaimOf,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
} from './webhook-events';

describe('the events a claim system can subscribe to', () => {
  it('each have a label beside their checkbox in the Webhooks section', () => {
    expect(WEBHOOK_EVENT_TYPES.map((type) => [type, WEBHOOK_EVENT_LABELS[type]])).toEqual([
      ['check.recorded', 'A check is recorded'],
      ['check.rechecked', 'A check is re-checked (with the changes)'],
      ['claim.settled', 'A claim is settled'],
      ['claim.denied', 'A claim is denied'],
      ['registry.submission_failed', 'A registry submission failed'],
      [
        'registry.outcome_unknown',
        "A registry submission's outcome is unknown (an admin confirms it or sends it again)",
      ],
      ['finlock.requested', 'A FinLock is requested'],
      ['device.status_changed', "A watched device's status changed after settlement (alerts)"],
      ['bulk_intake.finished', 'A bulk intake has worked all its rows (with its counts)'],
      ['check.assignment_changed', "A claim's assignee, status or due date changed"],
      ['check.route_changed', "A claim's triage route changed on a re-check or re-verification"],
    ]);
  });

  it('are named resource.event, as integrators match them', () => {
    for (const type of WEBHOOK_EVENT_TYPES) expect(type).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});

describe('a delivery', () => {
  it('is pending, delivered or failed', () => {
    expect(WEBHOOK_DELIVERY_STATUSES).toEqual(['pending', 'delivered', 'failed']);
  });
});

describe("the sequence of a claim's events", () => {
  it('is counted per check: by the check an event names, else by its settled claim', () => {
    expect(sequencedClaimOf({ checkId: 'c1', settledClaimId: 's1', imei: '1' })).toEqual({ checkId: 'c1' });
    expect(sequencedClaimOf({ settledClaimId: 's1', error: null })).toEqual({ settledClaimId: 's1' });
  });

  it('is left out of events of no claim', () => {
    expect(sequencedClaimOf({ finlockRequestId: 'f1', carrierCheckId: 'k1' })).toBeNull();
    expect(sequencedClaimOf({ bulkIntakeId: 'b1', total: 3 })).toBeNull();
    expect(sequencedClaimOf({ checkId: null, settledClaimId: 7 })).toBeNull();
  });
});
