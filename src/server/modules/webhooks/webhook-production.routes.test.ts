import { describe, expect, it } from 'vitest';
import { webhookMessages } from '@/domain/webhook-messages';
import { webhookEndpoints } from '@/server/db/schema/webhooks';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { setupRegistryApps } from '../../../../tests/support/registry-test-support';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { startWebhookReceiver } from '../../../../tests/support/webhook-receiver';
import { DELIVERING, settledDeliveries } from '../../../../tests/support/webhook-test-support';
import { sealWebhookSecret } from './webhook-secret';

const { start } = setupRegistryApps();
const PRODUCTION = { ...DELIVERING, NODE_ENV: 'production', MAIL_OUTBOX: 'true', WEBHOOK_RETRY_LIMIT: '0' };

describe('webhooks in production (SSRF): refused at creation', () => {
  // One app for all the refusals: each is refused before anything is written.
  const t = setupTestApp({ env: PRODUCTION });

  it.each([
    ['http://127.0.0.1:8080/hooks', webhookMessages.urlNotHttps],
    ['https://127.0.0.1/hooks', webhookMessages.urlPrivateAddress],
    ['https://localhost/hooks', webhookMessages.urlPrivateAddress],
    ['https://[::1]/hooks', webhookMessages.urlPrivateAddress],
    ['https://[::ffff:7f00:1]/hooks', webhookMessages.urlPrivateAddress],
    ['https://192.168.0.10/hooks', webhookMessages.urlPrivateAddress],
    ['https://[64:ff9b::a9fe:a9fe]/', webhookMessages.urlPrivateAddress],
    ['https://[64:ff9b:1::a00:1]/hooks', webhookMessages.urlPrivateAddress],
    ['https://[::a9fe:a9fe]/hooks', webhookMessages.urlPrivateAddress],
    ['https://[2002:a9fe:a9fe::1]/hooks', webhookMessages.urlPrivateAddress],
    ['https://[fec0::1]/hooks', webhookMessages.urlPrivateAddress],
  ])('refuses %s at creation', async (url, message) => {
    const admin = await t.signIn('admin@demo.test');
    const response = await t.post(
      '/api/v1/webhook-endpoints',
      { url, events: ['check.recorded'] },
      { cookie: admin },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('webhooks in production (SSRF): checked again when sending', () => {
  it('checks the address again when sending: an endpoint that points inward now is never connected to', async () => {
    const t = await start({ env: PRODUCTION });
    const hooks = await startWebhookReceiver();
    try {
      // An endpoint whose name resolved to a public address when it was added, and to this computer now.
      const [endpoint] = await t.services.db
        .insert(webhookEndpoints)
        .values({
          organizationId: await organisationIdOf(t, 'demo.test'),
          url: hooks.url.replace('127.0.0.1', 'localhost'),
          events: ['check.recorded'],
          secret: sealWebhookSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', t.services.env.AUTH_SECRET),
        })
        .returning({ id: webhookEndpoints.id });
      const member = await t.signIn('member@demo.test');
      expect((await t.post('/api/v1/checks', makeIntake(), { cookie: member })).statusCode).toBe(201);

      const cookie = await t.signIn('admin@demo.test');
      const [delivery] = await settledDeliveries(t, { endpointId: endpoint?.id ?? '', cookie });
      expect(delivery).toMatchObject({ status: 'failed', error: webhookMessages.urlPrivateAddress });
      expect(hooks.received).toHaveLength(0);
    } finally {
      await hooks.close();
    }
  });
});
