import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, expect } from 'vitest';
import type { WebhookEventType } from '@/domain/webhook-events';
import type { TestApp } from './test-app';
import { type ReceiverMode, startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** Test apps that work jobs every half second and retry a delivery once, a second later, within a short timeout. */
export const DELIVERING = {
  JOB_WORKERS: 'true',
  JOB_POLL_SECONDS: '0.5',
  WEBHOOK_RETRY_LIMIT: '1',
  WEBHOOK_RETRY_DELAY_SECONDS: '1',
  WEBHOOK_TIMEOUT_MS: '1500',
};

export async function addEndpoint(t: TestApp, url: string, events: WebhookEventType[]) {
  const cookie = await t.signIn('admin@demo.test');
  const response = await t.post('/api/v1/webhook-endpoints', { url, events }, { cookie });
  expect(response.statusCode, response.body).toBe(201);
  const { id, secret } = response.json() as { id: string; secret: string };
  return { id, secret, cookie };
}

export async function deliveriesOf(t: TestApp, endpointId: string, cookie: string) {
  const response = await t.get(`/api/v1/webhook-endpoints/${endpointId}/deliveries`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Record<string, unknown>[];
}

/** Polls the delivery log until `count` deliveries are there and none is pending any more. */
export async function settledDeliveries(
  t: TestApp,
  {
    endpointId,
    cookie,
    count = 1,
    timeoutMs = 15_000,
  }: { endpointId: string; cookie: string; count?: number; timeoutMs?: number },
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const items = await deliveriesOf(t, endpointId, cookie);
    const settled = items.length >= count && items.every((item) => item.status !== 'pending');
    if (settled || Date.now() > until) return items;
    await delay(200);
  }
}

/** A file's webhook receivers: the function returned starts one (answering as `mode` says); all close after each test. */
export function webhookReceivers() {
  const started: WebhookReceiver[] = [];
  afterEach(async () => {
    for (const receiver of started.splice(0)) await receiver.close();
  });
  return async (mode?: ReceiverMode) => {
    const receiver = await startWebhookReceiver(mode);
    started.push(receiver);
    return receiver;
  };
}
