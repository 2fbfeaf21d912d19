import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '@/domain/webhook-events';
import { webhookMessages } from '@/domain/webhook-messages';
import { NewWebhookEndpointSchema, WebhookEndpointChangeSchema } from './webhook-endpoint';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('NewWebhookEndpointSchema: the Add endpoint form', () => {
  it('takes an https URL, trimmed, with its events each named once', () => {
    expect(
      NewWebhookEndpointSchema.parse({
        url: '  https://claims.example.com/hooks ',
        events: ['claim.settled', 'check.recorded', 'claim.settled'],
      }),
    ).toEqual({ url: 'https://claims.example.com/hooks', events: ['claim.settled', 'check.recorded'] });
  });

  it('takes plain http to this computer, as while developing (the server applies its own rule)', () => {
    expect(
      NewWebhookEndpointSchema.parse({ url: 'http://localhost:4000/hooks', events: ['claim.denied'] }).url,
    ).toBe('http://localhost:4000/hooks');
  });

  it.each([
    [{ url: '', events: ['claim.settled'] }, webhookMessages.urlRequired],
    [{ url: '   ', events: ['claim.settled'] }, webhookMessages.urlRequired],
    [
      { url: `https://example.com/${'a'.repeat(1990)}`, events: ['claim.settled'] },
      webhookMessages.urlTooLong,
    ],
    [{ url: 'claims.example.com', events: ['claim.settled'] }, webhookMessages.urlInvalid],
    [{ url: 'http://claims.example.com/hooks', events: ['claim.settled'] }, webhookMessages.urlNotHttps],
    [
      { url: 'https://a:b@claims.example.com/hooks', events: ['claim.settled'] },
      webhookMessages.urlHasCredentials,
    ],
    [{ url: 'https://claims.example.com/hooks', events: [] }, webhookMessages.eventsRequired],
  ])('refuses %j: %s', (value, message) => {
    expect(firstMessage(NewWebhookEndpointSchema, value)).toBe(message);
  });

  it('accepts a URL of 2,000 characters, not one more', () => {
    const url = `https://example.com/${'a'.repeat(2000 - 'https://example.com/'.length)}`;
    expect(NewWebhookEndpointSchema.safeParse({ url, events: ['claim.settled'] }).success).toBe(true);
    expect(firstMessage(NewWebhookEndpointSchema, { url: `${url}a`, events: ['claim.settled'] })).toBe(
      webhookMessages.urlTooLong,
    );
  });

  it('refuses an event that does not exist and a list longer than twice the events', () => {
    expect(
      NewWebhookEndpointSchema.safeParse({ url: 'https://example.com', events: ['claim.deleted'] }).success,
    ).toBe(false);
    const many = Array.from({ length: 2 * WEBHOOK_EVENT_TYPES.length + 1 }, () => 'claim.settled');
    expect(NewWebhookEndpointSchema.safeParse({ url: 'https://example.com', events: many }).success).toBe(
      false,
    );
    expect(
      NewWebhookEndpointSchema.safeParse({ url: 'https://example.com', events: many.slice(1) }).success,
    ).toBe(true);
  });

  it('refuses a field it does not know', () => {
    expect(
      NewWebhookEndpointSchema.safeParse({
        url: 'https://example.com',
        events: ['claim.settled'],
        secret: 'x',
      }).success,
    ).toBe(false);
  });
});

describe('WebhookEndpointChangeSchema: a change of an endpoint', () => {
  it.each([
    [{ enabled: false }, { enabled: false }],
    [{ events: ['claim.denied', 'claim.denied'] }, { events: ['claim.denied'] }],
    [
      { events: ['claim.denied'], enabled: true },
      { events: ['claim.denied'], enabled: true },
    ],
  ])('takes %j', (value, change) => {
    expect(WebhookEndpointChangeSchema.parse(value)).toEqual(change);
  });

  it('names the events or the enabled state', () => {
    expect(firstMessage(WebhookEndpointChangeSchema, {})).toBe(webhookMessages.changeRequired);
  });

  it('keeps at least one event', () => {
    expect(firstMessage(WebhookEndpointChangeSchema, { events: [] })).toBe(webhookMessages.eventsRequired);
  });
});
