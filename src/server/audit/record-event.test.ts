import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DomainEvent, eventKind, type WebhookDomainEventName } from '@/domain/domain-events';
import { WEBHOOK_EVENT_TYPES } from '@/domain/webhook-events';
import { auditEvents } from '@/server/db/schema/platform';
import { webhookDeliveries } from '@/server/db/schema/webhooks';
import { withTenant } from '@/server/db/tenant';
import { webhookEventFacts } from '../../../tests/fixtures/make-webhook-event';
import { organisationIdOf } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';
import { addEndpoint } from '../../../tests/support/webhook-test-support';
import { recordEvent } from './record-event';

const t = setupTestApp();
const id = () => randomUUID();

/** Records an API key's revocation as background work does (no user, no request) and reads back its audit row. */
async function recordKeyRevokedInBackground() {
  const organisationId = await organisationIdOf(t, 'demo.test');
  const subjectId = id();
  await withTenant(t.services.db, organisationId, (tx) =>
    recordEvent(
      tx,
      { organisationId, userId: null },
      { name: 'api_key.revoked', subjectId, data: { name: 'ClaimCenter' } },
    ),
  );
  const [row] = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));
  return { organisationId, row };
}

describe('recording an event', () => {
  it.each(WEBHOOK_EVENT_TYPES)('sends %s with a payload its schema accepts, no field more', async (type) => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const { id: endpointId } = await addEndpoint(t, 'http://127.0.0.1:9/hooks', [...WEBHOOK_EVENT_TYPES]);
    const event = { name: type, subjectId: id(), data: webhookEventFacts(type) } as DomainEvent & {
      name: WebhookDomainEventName;
      subjectId: string;
    };
    await withTenant(t.services.db, organisationId, (tx) =>
      recordEvent(tx, { organisationId, userId: null, webhooks: t.services }, event),
    );

    const [delivery] = await t.services.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    const payload = JSON.parse(delivery?.payload ?? '{}');
    expect(payload).toMatchObject({ version: 1, type, id: delivery?.eventId });
    const schema = z.strictObject(eventKind(type).webhook?.payload.shape ?? {});
    expect(schema.safeParse(payload.data).error).toBeUndefined();
    const audited = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, event.subjectId));
    expect(audited.map((row) => row.action)).toEqual(eventKind(type).audit === false ? [] : [type]);
  });

  it('keeps in the audit log what the event says, with its subject kind', async () => {
    const { organisationId, row } = await recordKeyRevokedInBackground();
    expect(row).toMatchObject({
      organizationId: organisationId,
      action: 'api_key.revoked',
      subjectType: 'api_key',
      details: { name: 'ClaimCenter' },
    });
  });

  it('records no address, browser or API key for background work, which serves no request', async () => {
    const { row } = await recordKeyRevokedInBackground();
    expect(row).toMatchObject({ requestId: null, ipAddress: null, userAgent: null, actorApiKeyId: null });
  });

  it('refuses facts its schema does not accept and writes nothing', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const subjectId = id();
    const wrong = { name: 'api_key.revoked', subjectId, data: { name: 42 } } as unknown as DomainEvent;
    await expect(
      withTenant(t.services.db, organisationId, (tx) =>
        recordEvent(tx, { organisationId, userId: null }, wrong),
      ),
    ).rejects.toThrow();
    expect(
      await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId)),
    ).toEqual([]);
  });
});
