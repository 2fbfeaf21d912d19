import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registryMessages } from '@/domain/registry-messages';
import type { RegistryStatus } from '@/domain/registry-status';
import { settledClaims } from '@/server/db/schema/checks';
import { auditEvents } from '@/server/db/schema/platform';
import { makeSettledClaim } from '../../../../tests/fixtures/make-claim-records';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

/** An org admin's actions on a registration that did not end well: who may, on which records, from which status. */
const t = setupTestApp();
const LOST =
  'The connection to the registry broke after the claim was sent (other side closed), so it is not known whether it registered it.';

async function settledWith(status: RegistryStatus, domain = 'demo.test') {
  const organisationId = await organisationIdOf(t, domain);
  const settled = await makeSettledClaim(t.services.db, { organisationId, registryStatus: status });
  await t.services.db
    .update(settledClaims)
    .set({ registryError: LOST })
    .where(eq(settledClaims.id, settled.id));
  return settled;
}

const url = (id: string, action: string) => `/api/v1/settled-claims/${id}/${action}`;
const registryOf = async (id: string) =>
  (await t.get(`/api/v1/settled-claims/${id}`, { cookie: await t.signIn('admin@demo.test') })).json()
    .registry;
const auditOf = (id: string, action: string) =>
  t.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, action)));

describe('Confirm registered (POST /api/v1/settled-claims/:id/registry-confirmation)', () => {
  it('records an unknown outcome as registered, without sending anything, audited with who and why', async () => {
    const settled = await settledWith('unknown');
    const admin = await t.signIn('admin@demo.test');
    const response = await t.post(url(settled.id, 'registry-confirmation'), {}, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'registered' });
    expect(await registryOf(settled.id)).toMatchObject({
      status: 'registered',
      transactionId: null,
      error: null,
    });
    const [event] = await auditOf(settled.id, 'claim.registry_confirmed');
    expect(event).toMatchObject({ details: { imei: settled.imei, previousError: LOST } });
    expect(event?.actorUserId).toBeTruthy();

    const again = await t.post(url(settled.id, 'registry-confirmation'), {}, { cookie: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'OUTCOME_NOT_UNKNOWN', message: registryMessages.notUnknown });
  });

  it.each(['pending', 'failed', 'registered', 'off'] as const)(
    'refuses a %s one: 409, nothing changed',
    async (status) => {
      const settled = await settledWith(status);
      const response = await t.post(
        url(settled.id, 'registry-confirmation'),
        {},
        {
          cookie: await t.signIn('admin@demo.test'),
        },
      );
      expect(response.statusCode).toBe(409);
      expect((await registryOf(settled.id)).status).toBe(status);
    },
  );
});

describe('Send again (POST /api/v1/settled-claims/:id/registry-resubmission)', () => {
  it('queues an unknown outcome again, audited as sent again with its risk', async () => {
    const settled = await settledWith('unknown');
    const response = await t.post(
      url(settled.id, 'registry-resubmission'),
      {},
      {
        cookie: await t.signIn('admin@demo.test'),
      },
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ status: 'pending' });
    expect((await registryOf(settled.id)).status).toBe('pending');
    const [event] = await auditOf(settled.id, 'claim.registry_sent_again');
    expect(event).toMatchObject({
      details: { imei: settled.imei, previousStatus: 'unknown', previousError: LOST, mayRegisterTwice: true },
    });
  });

  it('refuses a failed one (that is Retry): 409, nothing changed', async () => {
    const settled = await settledWith('failed');
    const response = await t.post(
      url(settled.id, 'registry-resubmission'),
      {},
      {
        cookie: await t.signIn('admin@demo.test'),
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OUTCOME_NOT_UNKNOWN');
    expect((await registryOf(settled.id)).status).toBe('failed');
  });
});

describe('Retry (POST /api/v1/settled-claims/:id/registry-submission) is only where it is safe', () => {
  it('refuses an unknown outcome, pointing to Confirm registered or Send again', async () => {
    const settled = await settledWith('unknown');
    const response = await t.post(
      url(settled.id, 'registry-submission'),
      {},
      {
        cookie: await t.signIn('admin@demo.test'),
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NOT_RETRYABLE',
      message: registryMessages.outcomeUnknownNotRetryable,
    });
    expect((await registryOf(settled.id)).status).toBe('unknown');
  });
});

describe('who may act, on which records', () => {
  it.each(['registry-confirmation', 'registry-resubmission'])(
    '%s: a member is refused (403), an admin of another organisation finds nothing (404)',
    async (action) => {
      const settled = await settledWith('unknown');
      const member = await t.post(
        url(settled.id, action),
        {},
        { cookie: await t.signIn('member@demo.test') },
      );
      expect(member.statusCode).toBe(403);
      const foreign = await t.post(
        url(settled.id, action),
        {},
        { cookie: await t.signIn('admin@other.test') },
      );
      expect(foreign.statusCode).toBe(404);
      expect((await registryOf(settled.id)).status).toBe('unknown');
      expect(await auditOf(settled.id, 'claim.registry_confirmed')).toEqual([]);
      expect(await auditOf(settled.id, 'claim.registry_sent_again')).toEqual([]);
    },
  );
});
