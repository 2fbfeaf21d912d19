import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookMessages } from '@/domain/webhook-messages';
import { auditEvents } from '@/server/db/schema/platform';
import { webhookEndpoints } from '@/server/db/schema/webhooks';
import { setupRegistryApps } from '../../../../tests/support/registry-test-support';
import type { TestApp } from '../../../../tests/support/test-app';
import type { WebhookReceiver } from '../../../../tests/support/webhook-receiver';
import { addEndpoint, DELIVERING, webhookReceivers } from '../../../../tests/support/webhook-test-support';

const { start } = setupRegistryApps();
const receiver = webhookReceivers();
const HOUR_MS = 3_600_000;

/** Sends the endpoint a test event and answers whether a receiver holding each secret verifies what arrived. */
async function verifiedBy(
  t: TestApp,
  hooks: WebhookReceiver,
  { id, cookie }: { id: string; cookie: string },
  secrets: Record<string, string>,
) {
  const before = hooks.received.length;
  const sent = await t.post(`/api/v1/webhook-endpoints/${id}/test`, undefined, { cookie });
  expect(sent.statusCode, sent.body).toBe(202);
  const request = (await hooks.waitFor(before + 1)).at(-1);
  if (!request) throw new Error('the test event was not delivered');
  const headers = request.headers as Record<string, string>;
  const verifies = (secret: string) => {
    try {
      new Webhook(secret).verify(request.body, headers);
      return true;
    } catch {
      return false;
    }
  };
  return {
    signatures: headers['webhook-signature']?.split(' ').length,
    ...Object.fromEntries(Object.entries(secrets).map(([name, secret]) => [name, verifies(secret)])),
  };
}

/** As if the overlap had run its course: the time it ends moves into the past. */
async function endOverlap(t: TestApp, id: string) {
  await t.services.db
    .update(webhookEndpoints)
    .set({ previousSecretExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(webhookEndpoints.id, id));
}

describe('POST /api/v1/webhook-endpoints/:id/rotate-secret', () => {
  it('signs with the old secret too for 24 hours: a receiver holding it verifies until the overlap ends, one holding the new one always', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver();
    const endpoint = await addEndpoint(t, hooks.url, ['check.recorded']);
    const url = `/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`;

    // No body at all: the default overlap.
    const rotated = await t.post(url, undefined, { cookie: endpoint.cookie });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, oldSecretValidUntil } = rotated.json();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
    expect(Math.abs(Date.parse(oldSecretValidUntil) - (Date.now() + 24 * HOUR_MS))).toBeLessThan(60_000);
    const secrets = { old: endpoint.secret, new: secret };

    expect(await verifiedBy(t, hooks, endpoint, secrets)).toEqual({ signatures: 2, old: true, new: true });
    await endOverlap(t, endpoint.id);
    expect(await verifiedBy(t, hooks, endpoint, secrets)).toEqual({ signatures: 1, old: false, new: true });

    const audit = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'webhook_endpoint.secret_rotated'));
    expect(audit.map((event) => [event.subjectId, event.details])).toEqual([
      [endpoint.id, { url: hooks.url, overlapHours: 24 }],
    ]);
  });

  it('takes the overlap asked for (0 ends the old secret at once), and a second rotation drops the first old secret', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver();
    const endpoint = await addEndpoint(t, hooks.url, ['check.recorded']);
    const url = `/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`;

    const first = await t.post(url, { overlapHours: 72 }, { cookie: endpoint.cookie });
    expect(first.statusCode, first.body).toBe(200);
    expect(Date.parse(first.json().oldSecretValidUntil)).toBeGreaterThan(Date.now() + 71 * HOUR_MS);
    const second = await t.post(url, { overlapHours: 1 }, { cookie: endpoint.cookie });
    expect(second.statusCode, second.body).toBe(200);
    expect(
      await verifiedBy(t, hooks, endpoint, {
        first: endpoint.secret,
        second: first.json().secret,
        third: second.json().secret,
      }),
    ).toEqual({ signatures: 2, first: false, second: true, third: true });

    const atOnce = await t.post(url, { overlapHours: 0 }, { cookie: endpoint.cookie });
    expect(atOnce.statusCode, atOnce.body).toBe(200);
    expect(atOnce.json().oldSecretValidUntil).toBeNull();
    expect(
      await verifiedBy(t, hooks, endpoint, { third: second.json().secret, fourth: atOnce.json().secret }),
    ).toEqual({ signatures: 1, third: false, fourth: true });
  });

  it.each([
    [{ overlapHours: 73 }, webhookMessages.overlapHoursRange],
    [{ overlapHours: -1 }, webhookMessages.overlapHoursRange],
    [{ overlapHours: 1.5 }, webhookMessages.overlapHoursRange],
    [{ overlapHours: '24' }, 'number'],
    [{ overlap: 24 }, 'overlap'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const t = await start({});
    const endpoint = await addEndpoint(t, 'http://127.0.0.1:9/hooks', ['check.recorded']);
    const [before] = await t.services.db.select().from(webhookEndpoints);
    const refused = await t.post(`/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, body, {
      cookie: endpoint.cookie,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(refused.json().message).toContain(message);
    expect(await t.services.db.select().from(webhookEndpoints)).toEqual([before]);
  });
});

describe('POST /api/v1/webhook-endpoints/:id/secret (deprecated)', () => {
  it('still replaces the secret at once, and says it is deprecated and where to go instead', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver();
    const endpoint = await addEndpoint(t, hooks.url, ['check.recorded']);
    const replaced = await t.post(`/api/v1/webhook-endpoints/${endpoint.id}/secret`, undefined, {
      cookie: endpoint.cookie,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().oldSecretValidUntil).toBeNull();
    expect(replaced.headers.sunset).toBe('Fri, 28 May 2027 00:00:00 GMT');
    expect(replaced.headers.link).toContain('rotateWebhookEndpointSecret');
    expect(
      await verifiedBy(t, hooks, endpoint, { old: endpoint.secret, new: replaced.json().secret }),
    ).toEqual({ signatures: 1, old: false, new: true });
  });
});
