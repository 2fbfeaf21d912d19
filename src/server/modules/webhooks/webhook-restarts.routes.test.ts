import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { setupRegistryApps } from '../../../../tests/support/registry-test-support';
import { openTestDatabase } from '../../../../tests/support/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../tests/support/webhook-receiver';
import { addEndpoint, DELIVERING, settledDeliveries } from '../../../../tests/support/webhook-test-support';

const { shared, start } = setupRegistryApps();
const QUEUING = { ...DELIVERING, JOB_WORKERS: 'false' };
let hooks: WebhookReceiver | undefined;
afterEach(async () => {
  await hooks?.close();
  hooks = undefined;
});

async function raiseWithoutWorkers() {
  shared.database = await openTestDatabase();
  hooks = await startWebhookReceiver('fail');
  const before = await start({ database: shared.database, env: QUEUING });
  const endpoint = await addEndpoint(before, hooks.url, ['check.recorded']);
  const member = await before.signIn('member@demo.test');
  const recorded = await before.post('/api/v1/checks', makeIntake(), { cookie: member });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return { before, endpoint };
}

describe('webhook delivery across restarts', () => {
  it('sends an event raised before a restart from the next process, through a receiver that was down', async () => {
    const { before, endpoint } = await raiseWithoutWorkers();
    await before.close();

    const after = await start({ database: shared.database, env: DELIVERING });
    const receiver = hooks as WebhookReceiver;
    await receiver.waitFor(1);
    receiver.set('ok');
    const [first, second] = await receiver.waitFor(2);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    const [delivery] = await settledDeliveries(after, { endpointId: endpoint.id, cookie: endpoint.cookie });
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 2,
      eventId: first?.headers['webhook-id'],
    });
  });

  it('sends again, with the same id, a delivery whose worker died mid-attempt', async () => {
    const { before, endpoint } = await raiseWithoutWorkers();
    // What a worker killed while sending leaves behind: its job taken (active) long ago, never finished.
    await before.services.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour' where name = 'webhook-delivery'`,
    );
    await before.close();
    (hooks as WebhookReceiver).set('ok');

    const after = await start({
      database: shared.database,
      env: { ...DELIVERING, JOB_MAINTENANCE_SECONDS: '1' },
    });
    const [delivery] = await settledDeliveries(after, {
      endpointId: endpoint.id,
      cookie: endpoint.cookie,
      timeoutMs: 20_000,
    });
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    const received = (hooks as WebhookReceiver).received;
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['webhook-id']).toBe(delivery?.eventId);
  });
});
