import { setTimeout as delay } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { registryMessages } from '@/domain/registry-messages';
import { runJob } from '@/server/jobs/define-job';
import { scenarioImeiOf } from '../../../../simulators/carrier/scenarios';
import { makeScenarioImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { mailsTo } from '../../../../tests/support/outbox';
import { fakeRegistry, settleOne, setupRegistryApps } from '../../../../tests/support/registry-test-support';
import { insertChecks, organisationIdOf, send } from '../../../../tests/support/review-test-support';
import {
  addEndpoint,
  DELIVERING,
  deliveriesOf,
  settledDeliveries,
  webhookReceivers,
} from '../../../../tests/support/webhook-test-support';
import { webhookDeliveryWorker } from './deliver-webhook';

const { start } = setupRegistryApps();
const receiver = webhookReceivers();

describe('webhook delivery', () => {
  it('delivers check.recorded signed per Standard Webhooks, and logs the answer', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver();
    const { id, secret, cookie } = await addEndpoint(t, hooks.url, ['check.recorded']);
    const member = await t.signIn('member@demo.test');
    // A clean device, so that its triage is known.
    const intake = makeIntake({ reference: 'CLM-77', imei: makeScenarioImei('clean') });
    const recorded = await t.post('/api/v1/checks', intake, {
      cookie: member,
      headers: { 'x-request-id': 'claimcenter-trace-77' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const [request] = await hooks.waitFor(1);
    if (!request) throw new Error('nothing was delivered');
    const payload = new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    expect(payload).toEqual({
      version: 1,
      type: 'check.recorded',
      id: request.headers['webhook-id'],
      timestamp: expect.any(String),
      sequence: 1,
      data: expect.objectContaining({
        checkId: recorded.json().id,
        imei: intake.imei,
        reference: 'CLM-77',
        triage: { score: 0, route: 'fast-track', reasons: [], ruleSetVersion: 0 },
      }),
    });
    expect(request.headers['webhook-id']).toMatch(/^msg_/);
    expect(request.body).not.toContain('fullResponse');

    const [delivery] = await settledDeliveries(t, { endpointId: id, cookie });
    expect(delivery).toMatchObject({
      eventId: request.headers['webhook-id'],
      eventType: 'check.recorded',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'thanks',
      error: null,
      requestId: 'claimcenter-trace-77',
    });
    expect(delivery?.durationMs).toEqual(expect.any(Number));
    const [endpoint] = (await t.get('/api/v1/webhook-endpoints', { cookie })).json().items;
    expect(endpoint).toMatchObject({ lastDeliveryStatus: 'delivered' });
  });

  it('delivers claim.settled and claim.denied with the records they made', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver();
    const { secret } = await addEndpoint(t, hooks.url, ['claim.settled', 'claim.denied']);
    const [toSettle, toDeny] = await insertChecks(t, { count: 2 });
    const member = await t.signIn('member@demo.test');
    const settled = await t.post(
      `/api/v1/checks/${toSettle?.id}/settlement`,
      { includesReplacement: false },
      { cookie: member },
    );
    expect(settled.statusCode, settled.body).toBe(201);
    const denied = await t.post(
      `/api/v1/checks/${toDeny?.id}/denial`,
      { denialReason: 'Fraud suspected' },
      { cookie: member },
    );
    expect(denied.statusCode, denied.body).toBe(201);

    const received = await hooks.waitFor(2);
    const payloads = received.map(
      (request) =>
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
          type: string;
          data: Record<string, unknown>;
        },
    );
    const byType = Object.fromEntries(payloads.map((payload) => [payload.type, payload.data]));
    expect(byType['claim.settled']).toMatchObject({
      settledClaimId: settled.json().settledClaimId,
      claimId: settled.json().claimId,
      imei: toSettle?.imei,
      registryStatus: 'pending',
    });
    expect(byType['claim.denied']).toMatchObject({
      deniedClaimId: denied.json().deniedClaimId,
      imei: toDeny?.imei,
      denialReason: 'Fraud suspected',
    });
  });

  it('delivers check.rechecked with the changes, finlock.requested and registry.submission_failed; the log names the request that raised each', async () => {
    const registry = fakeRegistry();
    registry.set('fail');
    const t = await start({ env: { ...DELIVERING, REGISTRY_RETRY_LIMIT: '0' }, registry: registry.registry });
    const hooks = await receiver();
    const events = ['check.rechecked', 'finlock.requested', 'registry.submission_failed'] as const;
    const { id, secret, cookie } = await addEndpoint(t, hooks.url, [...events]);
    const member = await t.signIn('member@demo.test');
    const [check] = await insertChecks(t);
    const rechecked = await t.post(`/api/v1/checks/${check?.id}/rechecks`, undefined, { cookie: member });
    expect(rechecked.statusCode, rechecked.body).toBe(201);
    const carrier = await t.post(
      '/api/v1/carrier-checks',
      { imei: scenarioImeiOf('pending-loan-payment', '0042') },
      { cookie: member },
    );
    const finlock = await t.post(
      '/api/v1/finlock-requests',
      { carrierCheckId: carrier.json().id },
      { cookie: member },
    );
    expect(finlock.statusCode, finlock.body).toBe(201);
    const settled = await settleOne(t);

    const received = await hooks.waitFor(3);
    const payloads = received.map(
      (request) =>
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
          type: string;
          sequence?: number;
          data: Record<string, unknown>;
        },
    );
    const byType = Object.fromEntries(payloads.map(({ type, data }) => [type, data]));
    expect(Object.keys(byType).sort()).toEqual([...events].sort());
    // A claim's events count per check, the settled claim's later ones with its check's (claim.settled was 1).
    expect(Object.fromEntries(payloads.map(({ type, sequence }) => [type, sequence]))).toEqual({
      'check.rechecked': 1,
      'registry.submission_failed': 2,
      'finlock.requested': undefined,
    });
    expect(byType['check.rechecked']).toMatchObject({
      checkId: check?.id,
      imei: check?.imei,
      changes: rechecked.json().changes,
    });
    expect(byType['finlock.requested']).toMatchObject({
      finlockRequestId: finlock.json().request.id,
      carrierCheckId: carrier.json().id,
    });
    expect(byType['registry.submission_failed']).toMatchObject({
      settledClaimId: settled.id,
      imei: settled.imei,
      error: registryMessages.unreachable('connect ECONNREFUSED'),
    });
    // The registry job raised its event in the background: no request to name.
    const logged = await settledDeliveries(t, { endpointId: id, cookie, count: 3 });
    expect(Object.fromEntries(logged.map((delivery) => [delivery.eventType, delivery.requestId]))).toEqual({
      'check.rechecked': rechecked.headers['x-request-id'],
      'finlock.requested': finlock.headers['x-request-id'],
      'registry.submission_failed': null,
    });
  });

  it('retries after a 500 with the same webhook-id and logs both attempts', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver('fail');
    const { id, cookie } = await addEndpoint(t, hooks.url, ['check.recorded']);
    const member = await t.signIn('member@demo.test');
    await t.post('/api/v1/checks', makeIntake(), { cookie: member });
    await hooks.waitFor(1);
    hooks.set('ok');

    const [first, second] = await hooks.waitFor(2);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    const [delivery] = await settledDeliveries(t, { endpointId: id, cookie });
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200 });
  });

  it('never sends one delivery twice at once: a second worker of the same job is refused while the first sends', async () => {
    // No job workers: the test works the delivery's job itself, twice at once (a job that expired under its worker).
    const t = await start({ env: { WEBHOOK_RETRY_LIMIT: '1', WEBHOOK_TIMEOUT_MS: '1000' } });
    const hooks = await receiver('hang');
    const { id: endpointId, cookie } = await addEndpoint(t, hooks.url, ['check.recorded']);
    const member = await t.signIn('member@demo.test');
    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: member })).statusCode).toBe(201);
    const [delivery] = await deliveriesOf(t, endpointId, cookie);
    const organisationId = await organisationIdOf(t, 'demo.test');
    const job = {
      id: 'job-1',
      data: { deliveryId: delivery?.id as string, organisationId },
      retryCount: 0,
      retryLimit: 1,
    };
    const deliverWebhook = () => runJob(webhookDeliveryWorker, t.services, t.app.log, job);

    const [first, second] = await Promise.allSettled([deliverWebhook(), deliverWebhook()]);
    expect(hooks.received).toHaveLength(1);
    // Both fail (one timed out, one found the attempt in flight), so the queue tries again later.
    expect([first.status, second.status]).toEqual(['rejected', 'rejected']);
    const [logged] = await deliveriesOf(t, endpointId, cookie);
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, durationMs: expect.any(Number) });

    // Once the attempt's outcome is recorded, the next run of the job sends it again.
    hooks.set('ok');
    await deliverWebhook();
    expect(hooks.received).toHaveLength(2);
    expect((await deliveriesOf(t, endpointId, cookie))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
  });

  it('gives up on a receiver that never answers after the timeout, and keeps the first 1 KB of a 500', async () => {
    const t = await start({ env: { ...DELIVERING, WEBHOOK_RETRY_LIMIT: '0', WEBHOOK_TIMEOUT_MS: '500' } });
    const hanging = await receiver('hang');
    const failing = await receiver('fail');
    const slow = await addEndpoint(t, hanging.url, ['check.recorded']);
    const broken = await addEndpoint(t, failing.url, ['check.recorded']);
    const member = await t.signIn('member@demo.test');
    await t.post('/api/v1/checks', makeIntake(), { cookie: member });

    const [timedOut] = await settledDeliveries(t, { endpointId: slow.id, cookie: slow.cookie });
    expect(timedOut).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: null,
      error: 'No answer within 0.5 s',
    });
    const [answered] = await settledDeliveries(t, { endpointId: broken.id, cookie: broken.cookie });
    expect(answered).toMatchObject({ status: 'failed', responseStatus: 500 });
    expect(answered?.responseBody).toBe('x'.repeat(1024));
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const t = await start({ env: { ...DELIVERING, WEBHOOK_RETRY_LIMIT: '0' } });
    const hooks = await receiver('redirect');
    const { id, cookie } = await addEndpoint(t, hooks.url, ['check.recorded']);
    const member = await t.signIn('member@demo.test');
    await t.post('/api/v1/checks', makeIntake(), { cookie: member });

    const [delivery] = await settledDeliveries(t, { endpointId: id, cookie });
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: 307 });
    expect(delivery?.error).toContain('redirects are not followed');
    await delay(500);
    expect(hooks.received).toHaveLength(1);
  });

  it('disables an endpoint after failures in a row, mails the org admins, and sends it nothing more', async () => {
    const env = { ...DELIVERING, WEBHOOK_RETRY_LIMIT: '0', WEBHOOK_DISABLE_AFTER_FAILURES: '2' };
    const t = await start({ env });
    const hooks = await receiver('fail');
    const { id, cookie } = await addEndpoint(t, hooks.url, ['check.recorded']);
    const member = await t.signIn('member@demo.test');
    for (const _ of [1, 2]) {
      await t.post('/api/v1/checks', makeIntake(), { cookie: member });
    }
    await settledDeliveries(t, { endpointId: id, cookie, count: 2 });

    const [endpoint] = (await t.get('/api/v1/webhook-endpoints', { cookie })).json().items;
    expect(endpoint).toMatchObject({ enabled: false, consecutiveFailures: 2 });
    expect(endpoint.disabledReason).toContain('2 deliveries in a row');
    const mails = await mailsTo(t.services, 'admin@demo.test');
    expect(mails.at(-1)).toMatchObject({ kind: 'webhook-disabled' });
    expect(mails.at(-1)?.text).toContain(hooks.url);
    expect(await mailsTo(t.services, 'member@demo.test')).toHaveLength(0);

    await t.post('/api/v1/checks', makeIntake(), { cookie: member });
    await delay(700);
    expect(await settledDeliveries(t, { endpointId: id, cookie })).toHaveLength(2);
  });

  it('resends a delivery with the same webhook-id; refuses one of a disabled endpoint', async () => {
    const t = await start({ env: DELIVERING });
    const hooks = await receiver();
    const { id, cookie } = await addEndpoint(t, hooks.url, ['check.recorded']);
    const member = await t.signIn('member@demo.test');
    await t.post('/api/v1/checks', makeIntake(), { cookie: member });
    const [delivery] = await settledDeliveries(t, { endpointId: id, cookie });

    const resendUrl = `/api/v1/webhook-endpoints/${id}/deliveries/${delivery?.id}/resend`;
    const byMember = await t.post(resendUrl, undefined, { cookie: member });
    expect(byMember.statusCode).toBe(403);
    const resent = await t.post(resendUrl, undefined, { cookie });
    expect(resent.statusCode, resent.body).toBe(202);
    const [first, second] = await hooks.waitFor(2);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    const [again] = await settledDeliveries(t, { endpointId: id, cookie });
    expect(again).toMatchObject({ status: 'delivered', attempts: 2 });

    await send(t, {
      method: 'PATCH',
      url: `/api/v1/webhook-endpoints/${id}`,
      cookie,
      payload: { enabled: false },
    });
    const refused = await t.post(resendUrl, undefined, { cookie });
    expect(refused.statusCode).toBe(409);
  });
});
