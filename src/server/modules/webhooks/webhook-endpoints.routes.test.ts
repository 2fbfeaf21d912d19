import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookMessages } from '@/domain/webhook-messages';
import { auditEvents } from '@/server/db/schema/platform';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema/webhooks';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp, type TestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const URL_ON_THIS_COMPUTER = 'http://127.0.0.1:9/hooks';

async function createEndpoint(app: TestApp, cookie: string, body: unknown = {}) {
  return app.post(
    '/api/v1/webhook-endpoints',
    { url: URL_ON_THIS_COMPUTER, events: ['check.recorded', 'claim.settled'], ...(body as object) },
    { cookie },
  );
}

describe('webhook endpoints in the Org Admin Panel', () => {
  it('adds an endpoint with its signing secret shown once, lists it without the secret, and audits it', async () => {
    const admin = await t.signIn('admin@demo.test');
    const created = await createEndpoint(t, admin);
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret, ...rest } = created.json();
    expect(rest).toEqual({ url: URL_ON_THIS_COMPUTER, events: ['check.recorded', 'claim.settled'] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const list = (await t.get('/api/v1/webhook-endpoints', { cookie: admin })).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id, enabled: true, consecutiveFailures: 0, lastDeliveryStatus: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(secret);
    const [stored] = await t.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(stored?.secret).not.toContain(secret.slice(6));
    const audit = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.map((event) => event.action)).toEqual(['webhook_endpoint.created']);
  });

  it('changes the events and the enabled state, rotates the secret and deletes, each audited', async () => {
    const admin = await t.signIn('admin@demo.test');
    const { id, secret } = (await createEndpoint(t, admin)).json();
    const patch = (payload: unknown) =>
      send(t, { method: 'PATCH', url: `/api/v1/webhook-endpoints/${id}`, cookie: admin, payload });

    const changed = await patch({ events: ['claim.denied', 'claim.denied'], enabled: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, events: ['claim.denied'], enabled: false });
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ events: [] })).json().message).toContain(webhookMessages.eventsRequired);

    const rotated = await t.post(`/api/v1/webhook-endpoints/${id}/rotate-secret`, {}, { cookie: admin });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);

    const removed = await send(t, {
      method: 'DELETE',
      url: `/api/v1/webhook-endpoints/${id}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await patch({ enabled: true })).statusCode).toBe(404);
    const audit = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.map((event) => event.action).sort()).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.deleted',
      'webhook_endpoint.secret_rotated',
      'webhook_endpoint.updated',
    ]);
  });

  it.each([
    ['not a URL', 'claims', webhookMessages.urlInvalid],
    ['another scheme', 'ftp://127.0.0.1/hooks', webhookMessages.urlInvalid],
    ['plain http to another computer', 'http://claims.example.com/hooks', webhookMessages.urlNotHttps],
    ['credentials', 'https://user:secret@127.0.0.1/hooks', webhookMessages.urlHasCredentials],
    ['a private address', 'https://10.0.0.7/hooks', webhookMessages.urlPrivateAddress],
    ['cloud metadata', 'https://169.254.169.254/latest', webhookMessages.urlPrivateAddress],
    [
      'an IPv4-mapped private address',
      'https://[::ffff:192.168.1.1]/hooks',
      webhookMessages.urlPrivateAddress,
    ],
    ['a host that does not resolve', 'https://no-such-host.invalid/hooks', webhookMessages.urlUnresolvable],
  ])('refuses %s with a 400 and stores nothing', async (_case, url, message) => {
    const admin = await t.signIn('admin@demo.test');
    const response = await createEndpoint(t, admin, { url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await t.services.db.$count(webhookEndpoints)).toBe(0);
  });

  it('refuses no events and unknown events', async () => {
    const admin = await t.signIn('admin@demo.test');
    expect((await createEndpoint(t, admin, { events: [] })).json().message).toContain(
      webhookMessages.eventsRequired,
    );
    expect((await createEndpoint(t, admin, { events: ['claim.eaten'] })).statusCode).toBe(400);
    expect(await t.services.db.$count(webhookEndpoints)).toBe(0);
  });

  it('lets org admins and super admins of the organisation manage it; members get 403, others 404', async () => {
    const admin = await t.signIn('admin@demo.test');
    const { id } = (await createEndpoint(t, admin)).json();
    const member = await t.signIn('member@demo.test');
    const otherAdmin = await t.signIn('admin@other.test');
    const superAdmin = await t.signIn('super@demo.test');
    const deliveryId = '00000000-0000-4000-8000-000000000000';
    const routes = [
      { method: 'GET', url: '/api/v1/webhook-endpoints' },
      {
        method: 'POST',
        url: '/api/v1/webhook-endpoints',
        payload: { url: URL_ON_THIS_COMPUTER, events: ['claim.denied'] },
      },
      { method: 'PATCH', url: `/api/v1/webhook-endpoints/${id}`, payload: { enabled: true } },
      { method: 'POST', url: `/api/v1/webhook-endpoints/${id}/secret` },
      { method: 'POST', url: `/api/v1/webhook-endpoints/${id}/test` },
      { method: 'GET', url: `/api/v1/webhook-endpoints/${id}/deliveries` },
      { method: 'POST', url: `/api/v1/webhook-endpoints/${id}/deliveries/${deliveryId}/resend` },
      { method: 'DELETE', url: `/api/v1/webhook-endpoints/${id}` },
      { method: 'POST', url: `/api/v1/webhook-endpoints/${id}/rotate-secret`, payload: {} },
    ] as const;
    for (const route of routes) {
      const byMember = await send(t, { ...route, cookie: member });
      expect(byMember.statusCode, `${route.method} ${route.url}`).toBe(403);
      const signedOut = await send(t, route);
      expect(signedOut.statusCode).toBe(401);
    }
    for (const route of routes.slice(2)) {
      const byOther = await send(t, { ...route, cookie: otherAdmin });
      expect(byOther.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect((await t.get('/api/v1/webhook-endpoints', { cookie: otherAdmin })).json().items).toEqual([]);
    const bySuper = await send(t, { ...routes[2], cookie: superAdmin });
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    const deleted = await send(t, { ...routes[7], cookie: superAdmin });
    expect(deleted.statusCode).toBe(204);
  });

  it('lets a claim system manage its endpoints with a webhooks:manage key, audited under the key', async () => {
    const admin = await t.signIn('admin@demo.test');
    const created = await t.post(
      '/api/v1/api-keys',
      { name: 'ClaimCenter webhooks', scopes: ['webhooks:manage'] },
      { cookie: admin },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id: keyId, key } = created.json();
    const headers = { authorization: `Bearer ${key}` };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhook-endpoints',
      headers,
      payload: { url: URL_ON_THIS_COMPUTER, events: ['claim.settled'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json();
    const tested = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhook-endpoints/${id}/test`,
      headers,
    });
    expect(tested.statusCode, tested.body).toBe(202);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/webhook-endpoints', headers });
    expect(listed.json().items.map((endpoint: { id: string }) => endpoint.id)).toEqual([id]);
    const audit = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.map((event) => [event.action, event.actorApiKeyId]).sort()).toEqual([
      ['webhook_endpoint.created', keyId],
      ['webhook_endpoint.tested', keyId],
    ]);
    // The same key reaches no other administration.
    const members = await t.app.inject({ method: 'GET', url: '/api/v1/organisation/members', headers });
    expect(members.statusCode).toBe(403);
  });

  it('refuses a 21st endpoint with a 409', async () => {
    const admin = await t.signIn('admin@demo.test');
    for (let n = 0; n < 20; n += 1) {
      expect((await createEndpoint(t, admin, { url: `http://127.0.0.1:9/hooks/${n}` })).statusCode).toBe(201);
    }
    const refused = await createEndpoint(t, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(webhookMessages.tooManyEndpoints);
    expect(await t.services.db.$count(webhookEndpoints)).toBe(20);
  });

  it('writes no delivery and queues nothing when no endpoint is sent the event', async () => {
    const admin = await t.signIn('admin@demo.test');
    await createEndpoint(t, admin, { events: ['claim.denied'] });
    const member = await t.signIn('member@demo.test');
    const recorded = await t.post('/api/v1/checks', makeIntake(), { cookie: member });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await t.services.db.$count(webhookDeliveries)).toBe(0);
  });
});
