import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookMessages } from '@/domain/webhook-messages';
import { auditEvents } from '@/server/db/schema/platform';
import { webhookDeliveries } from '@/server/db/schema/webhooks';
import { setupRegistryApps } from '../../../../tests/support/registry-test-support';
import { send } from '../../../../tests/support/review-test-support';
import {
  addEndpoint,
  DELIVERING,
  settledDeliveries,
  webhookReceivers,
} from '../../../../tests/support/webhook-test-support';

const { start } = setupRegistryApps();
const receiver = webhookReceivers();

describe('POST /api/v1/webhook-endpoints/:id/test', () => {
  it('sends that endpoint alone a signed webhook.test event, logged and audited like any delivery', async () => {
    const t = await start({ env: DELIVERING });
    const tested = await receiver();
    const bystander = await receiver();
    const { id, secret, cookie } = await addEndpoint(t, tested.url, ['claim.denied']);
    await addEndpoint(t, bystander.url, ['check.recorded', 'claim.settled', 'claim.denied']);

    const sent = await t.post(`/api/v1/webhook-endpoints/${id}/test`, undefined, { cookie });
    expect(sent.statusCode, sent.body).toBe(202);
    const { eventId } = sent.json();
    expect(sent.json()).toEqual({ eventId: expect.stringMatching(/^msg_/), status: 'pending' });

    const [request] = await tested.waitFor(1);
    if (!request) throw new Error('the test event was not delivered');
    const payload = new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    expect(payload).toEqual({
      version: 1,
      type: 'webhook.test',
      id: eventId,
      timestamp: expect.any(String),
      data: { endpointId: id, message: webhookMessages.testEventMessage },
    });
    const [delivery] = await settledDeliveries(t, { endpointId: id, cookie });
    expect(delivery).toMatchObject({ eventId, eventType: 'webhook.test', status: 'delivered', attempts: 1 });
    expect(bystander.received).toEqual([]);
    expect(await t.services.db.$count(webhookDeliveries)).toBe(1);
    const audit = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.map((event) => [event.action, event.details])).toContainEqual([
      'webhook_endpoint.tested',
      { eventId },
    ]);
  });

  it('refuses a disabled endpoint with 409 ENDPOINT_DISABLED and an unknown one with 404, sending nothing', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver();
    const { id, cookie } = await addEndpoint(t, hooks.url, ['check.recorded']);
    const url = `/api/v1/webhook-endpoints/${id}`;
    const disabled = await send(t, { method: 'PATCH', url, cookie, payload: { enabled: false } });
    expect(disabled.statusCode, disabled.body).toBe(200);

    const refused = await t.post(`/api/v1/webhook-endpoints/${id}/test`, undefined, { cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ENDPOINT_DISABLED',
      message: webhookMessages.endpointDisabledForTest,
    });
    const unknown = await t.post(
      '/api/v1/webhook-endpoints/00000000-0000-4000-8000-000000000000/test',
      undefined,
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await t.services.db.$count(webhookDeliveries)).toBe(0);
  });
});
