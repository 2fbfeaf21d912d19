import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/server/db/schema/platform';
import { setupTestApp } from '../../../tests/support/test-app';

const t = setupTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('gives every reply a fresh id of its own when the client sends none', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, async () => (await t.get('/api/health')).headers['x-request-id']),
    );
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(5);
  });

  it("repeats a client's well-formed id, and replaces one that is not", async () => {
    const given = 'claimcenter-2026-11-27:4711';
    const echoed = await t.get('/api/health', { headers: { 'x-request-id': given } });
    expect(echoed.headers['x-request-id']).toBe(given);

    for (const bad of ['x'.repeat(129), 'two words', 'line\u0007bell', '']) {
      const replaced = await t.get('/api/health', { headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts the id in every error body: refusals, validation failures and unknown routes', async () => {
    const cookie = await t.signIn('admin@demo.test');
    const replies = [
      await t.get('/api/v1/claim-types'),
      await t.post('/api/v1/claim-types', { claimType: ' ' }, { cookie }),
      await t.get('/api/v1/no-such-route'),
      await t.get('/api/v1/claim-types', { headers: { 'x-request-id': 'support-case-1' } }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([401, 400, 404, 401]);
    for (const reply of replies) {
      expect(reply.json().requestId).toBe(reply.headers['x-request-id']);
    }
    expect(replies[3]?.json()).toMatchObject({ code: 'UNAUTHENTICATED', requestId: 'support-case-1' });
  });

  it('records the id with the audit event of the request that made the change', async () => {
    const cookie = await t.signIn('admin@demo.test');
    const response = await t.post(
      '/api/v1/claim-types',
      { claimType: 'Water Damage' },
      { cookie, headers: { 'x-request-id': 'claim-type-added-1' } },
    );
    expect(response.statusCode).toBe(201);
    const [event] = await t.services.db
      .select({ requestId: auditEvents.requestId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'claim_type.added'), eq(auditEvents.subjectId, response.json().id)));
    expect(event).toEqual({ requestId: 'claim-type-added-1' });
  });
});
