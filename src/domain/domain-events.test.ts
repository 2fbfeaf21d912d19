import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookEventFacts } from '../../tests/fixtures/make-webhook-event';
import { DOMAIN_EVENT_NAMES, eventKind, isWebhookEvent, type WebhookDomainEventName } from './domain-events';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

/** What a receiver gets as the payload's `data`, field for field and in this order, from the facts it was given. */
function payloadOf(name: WebhookDomainEventName, facts: unknown) {
  const kind = eventKind(name);
  const payload = kind.webhook?.build(kind.data.parse(facts) as Record<string, unknown>);
  return kind.webhook?.payload.parse(payload);
}

describe('the domain events', () => {
  it('names every event <subject>.<what happened>, both in snake case', () => {
    for (const name of DOMAIN_EVENT_NAMES) expect(name).toMatch(/^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/);
  });

  it('has one webhook event for each webhook type an endpoint can subscribe to, named as the type', () => {
    expect(DOMAIN_EVENT_NAMES.filter(isWebhookEvent).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(isWebhookEvent('api_key.revoked')).toBe(false);
  });

  it('writes every event to the audit log but the three only claim systems hear about', () => {
    const unaudited = DOMAIN_EVENT_NAMES.filter((name) => eventKind(name).audit === false);
    expect(unaudited).toEqual([
      'registry.submission_failed',
      'registry.outcome_unknown',
      'device.status_changed',
    ]);
  });

  it('builds the payloads of check.recorded, check.rechecked, registry events, finlock.requested and device.status_changed from their facts as they are', () => {
    const same = [
      'check.recorded',
      'check.rechecked',
      'registry.submission_failed',
      'registry.outcome_unknown',
      'finlock.requested',
      'device.status_changed',
    ] as const;
    for (const name of same) {
      const facts = webhookEventFacts(name);
      const payload = payloadOf(name, facts);
      expect(payload, name).toStrictEqual(facts);
      expect(Object.keys(payload ?? {}), name).toEqual(Object.keys(facts));
    }
  });

  it("gives claim.settled's claimId the settled claim's id, and only the fields a receiver is promised", () => {
    const facts = webhookEventFacts('claim.settled');
    const payload = payloadOf('claim.settled', facts);
    expect(payload).toStrictEqual({
      settledClaimId: facts.settledClaimId,
      claimId: facts.settledClaimId,
      checkId: facts.checkId,
      imei: facts.imei,
      reference: facts.reference,
      claimType: facts.claimType,
      replacementImei: facts.replacementImei,
      registryStatus: facts.registryStatus,
      overriddenChanges: facts.overriddenChanges,
      overrideReason: facts.overrideReason,
    });
    expect(Object.keys(payload ?? {})).toEqual([
      'settledClaimId',
      'claimId',
      'checkId',
      'imei',
      'reference',
      'claimType',
      'replacementImei',
      'registryStatus',
      'overriddenChanges',
      'overrideReason',
    ]);
  });

  it("leaves the removed checks out of claim.denied's payload", () => {
    const facts = webhookEventFacts('claim.denied');
    const { removedCheckIds, ...promised } = facts;
    expect(removedCheckIds).not.toHaveLength(0);
    expect(payloadOf('claim.denied', facts)).toStrictEqual(promised);
  });

  it('keeps in the audit log of a webhook event the facts it kept before, not the whole payload', () => {
    const detailsOf = (name: WebhookDomainEventName) => {
      const kind = eventKind(name);
      return kind.details?.(kind.data.parse(webhookEventFacts(name)) as Record<string, unknown>);
    };
    const recorded = webhookEventFacts('check.recorded');
    expect(detailsOf('check.recorded')).toStrictEqual({ imei: recorded.imei });
    const rechecked = webhookEventFacts('check.rechecked');
    expect(detailsOf('check.rechecked')).toStrictEqual({
      recheckId: rechecked.recheckId,
      changes: rechecked.changes,
    });
    const denied = webhookEventFacts('claim.denied');
    expect(detailsOf('claim.denied')).toStrictEqual({
      imei: denied.imei,
      denialReason: denied.denialReason,
      removedCheckIds: denied.removedCheckIds,
    });
    const finlock = webhookEventFacts('finlock.requested');
    expect(detailsOf('finlock.requested')).toStrictEqual({
      imei: finlock.imei,
      carrierCheckId: finlock.carrierCheckId,
    });
    const { settledClaimId, reference, claimType, ...settledDetails } = webhookEventFacts('claim.settled');
    expect([settledClaimId, reference, claimType]).not.toContain(undefined);
    expect(detailsOf('claim.settled')).toStrictEqual(settledDetails);
  });

  it('refuses facts of the wrong shape', () => {
    const denied = webhookEventFacts('claim.denied');
    expect(eventKind('claim.denied').data.safeParse({ ...denied, denialReason: undefined }).success).toBe(
      false,
    );
    const changed = { ...webhookEventFacts('device.status_changed'), watchedDevice: 'stolen' };
    expect(eventKind('device.status_changed').data.safeParse(changed).success).toBe(false);
    expect(eventKind('api_key.revoked').data.safeParse({ name: 7 }).success).toBe(false);
  });

  it('describes every event, its subject and its facts as the documentation and the audit log show them', () => {
    const fields = (schema: z.ZodType) =>
      schema instanceof z.ZodObject
        ? Object.entries(schema.shape)
            .map(([field, of]) => (of.description ? `${field} (${of.description})` : field))
            .join(', ')
        : 'the record';
    const catalogue = DOMAIN_EVENT_NAMES.map((name) => {
      const kind = eventKind(name);
      const payload = kind.webhook ? `; payload: ${fields(kind.webhook.payload)}` : '';
      return `${name} about ${kind.subjectType}: ${kind.description}; data: ${fields(kind.data)}${payload}`;
    });
    expect(catalogue).toMatchSnapshot();
  });
});
