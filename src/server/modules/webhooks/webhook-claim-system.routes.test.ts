import { setTimeout as delay } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { setupRegistryApps } from '../../../../tests/support/registry-test-support';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../tests/support/webhook-receiver';
import { addEndpoint, DELIVERING } from '../../../../tests/support/webhook-test-support';

const { start } = setupRegistryApps();
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
});

describe('a claim system with only an API key', () => {
  it('runs intake then settle idempotently and receives one verified webhook for each step', async () => {
    const t = await start({ env: DELIVERING });
    receiver = await startWebhookReceiver();
    const { secret, cookie } = await addEndpoint(t, receiver.url, ['check.recorded', 'claim.settled']);
    const created = await t.post(
      '/api/v1/api-keys',
      { name: 'ClaimCenter', scopes: ['checks:write', 'claims:write'] },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const asClaimSystem = (url: string, payload: unknown, idempotencyKey: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${created.json().key}`, 'idempotency-key': idempotencyKey },
      });

    const intake = makeIntake({ reference: 'CLM-2026-0042' });
    const recorded = await asClaimSystem('/api/v1/checks', intake, 'intake-1');
    expect(recorded.statusCode, recorded.body).toBe(201);
    // The claim system did not hear the reply and sends the same intake again.
    expect((await asClaimSystem('/api/v1/checks', intake, 'intake-1')).headers['idempotent-replayed']).toBe(
      'true',
    );
    const settlement = `/api/v1/checks/${recorded.json().id}/settlement`;
    const settled = await asClaimSystem(settlement, { includesReplacement: false }, 'settle-1');
    expect(settled.statusCode, settled.body).toBe(201);
    expect((await asClaimSystem(settlement, { includesReplacement: false }, 'settle-1')).statusCode).toBe(
      201,
    );

    const received = await receiver.waitFor(2);
    await delay(1000);
    expect(received).toHaveLength(2);
    const events = received.map(
      (request) =>
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
          type: string;
          data: Record<string, unknown>;
        },
    );
    expect(events.map((event) => event.type).sort()).toEqual(['check.recorded', 'claim.settled']);
    for (const event of events) {
      expect(event.data).toMatchObject({ imei: intake.imei, reference: 'CLM-2026-0042' });
    }
  });
});
