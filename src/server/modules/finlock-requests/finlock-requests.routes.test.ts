import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { carrierMessages } from '@/domain/carrier-messages';
import { finlockRequests } from '@/server/db/schema/carrier';
import { auditEvents } from '@/server/db/schema/platform';
import { type CarrierScenarioName, scenarioImeiOf } from '../../../../simulators/carrier/scenarios';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** Signs in once per test and user: the sign-in rate limit counts every attempt. */
const cookies = new Map<string, Promise<string>>();
beforeEach(() => cookies.clear());
function cookieOf(email: string): Promise<string> {
  if (!cookies.has(email)) cookies.set(email, t.signIn(email));
  return cookies.get(email) as Promise<string>;
}

async function carrierCheck(name: CarrierScenarioName, serial = '0000', email = 'member@demo.test') {
  const response = await t.post(
    '/api/v1/carrier-checks',
    { imei: scenarioImeiOf(name, serial) },
    { cookie: await cookieOf(email) },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; imei: string; model: string };
}

async function requestRemoval(carrierCheckId: unknown, email = 'member@demo.test') {
  return t.post('/api/v1/finlock-requests', { carrierCheckId }, { cookie: await cookieOf(email) });
}

async function list(query: string, email = 'member@demo.test') {
  return t.get(`/api/v1/finlock-requests${query}`, { cookie: await cookieOf(email) });
}

async function remove(id: string, email = 'member@demo.test') {
  return send(t, { method: 'DELETE', url: `/api/v1/finlock-requests/${id}`, cookie: await cookieOf(email) });
}

describe('POST /api/v1/finlock-requests', () => {
  it.each([
    ['pending-loan-payment', 'ACTIVE - PENDING LOAN PAYMENT', 'CLEAN'],
    ['outstanding-balance', 'Outstanding Balance', 'BLOCKED'],
  ] as const)(
    'raises a request from a %s check, as requested, with the make from the model',
    async (name, deviceStatus, esnStatus) => {
      const check = await carrierCheck(name);
      const response = await requestRemoval(check.id);
      expect(response.statusCode, response.body).toBe(201);
      const { message, request } = response.json();
      expect(message).toBe('FinLock removal request has been submitted');
      expect(request).toMatchObject({
        imei: check.imei,
        deviceMake: check.model.split(' ')[0],
        deviceModel: check.model,
        status: 'requested',
        esnStatus,
        deviceStatus,
        requestedBy: { email: 'member@demo.test' },
      });
      const [row] = await t.services.db
        .select()
        .from(finlockRequests)
        .where(eq(finlockRequests.id, request.id));
      expect(row).toMatchObject({
        carrierCheckId: check.id,
        esnStatus: esnStatus,
        deviceStatus: deviceStatus,
      });
      const [audit] = await t.services.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, request.id));
      expect(audit?.action).toBe('finlock.requested');
    },
  );

  it.each(['clean', 'blocked', 'nonpay', 'unknown-device'] as const)(
    'refuses a %s device: its carrier status does not qualify',
    async (name) => {
      const check = await carrierCheck(name);
      const response = await requestRemoval(check.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'NOT_ELIGIBLE',
        message: carrierMessages.finlockNotQualifying,
      });
      expect(await t.services.db.select().from(finlockRequests)).toEqual([]);
    },
  );

  it('refuses a second open request for the device, even from a newer check', async () => {
    const first = await carrierCheck('pending-loan-payment', '0001');
    expect((await requestRemoval(first.id)).statusCode).toBe(201);
    const again = await carrierCheck('pending-loan-payment', '0001');
    const response = await requestRemoval(again.id, 'admin@demo.test');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'FINLOCK_ALREADY_OPEN',
      message: carrierMessages.finlockAlreadyOpen,
    });
  });

  it('answers two simultaneous requests for one device with one request', async () => {
    const check = await carrierCheck('outstanding-balance', '0002');
    const responses = await Promise.all([requestRemoval(check.id), requestRemoval(check.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await t.services.db.select().from(finlockRequests)).toHaveLength(1);
  });

  it("answers 404 for another organisation's check and 400 for a bad body", async () => {
    const check = await carrierCheck('pending-loan-payment');
    const foreign = await requestRemoval(check.id, 'member@other.test');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(carrierMessages.checkNotFound);
    expect((await requestRemoval(randomUUID())).statusCode).toBe(404);
    expect((await requestRemoval('not-a-uuid')).statusCode).toBe(400);
    expect((await requestRemoval(undefined)).statusCode).toBe(400);
    expect(await t.services.db.select().from(finlockRequests)).toEqual([]);
  });

  it('is closed to users without a role and to the signed out', async () => {
    const check = await carrierCheck('pending-loan-payment');
    expect((await requestRemoval(check.id, 'norole@demo.test')).statusCode).toBe(403);
    expect((await t.post('/api/v1/finlock-requests', { carrierCheckId: check.id })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/finlock-requests', () => {
  async function raise(name: 'pending-loan-payment' | 'outstanding-balance', serial: string) {
    const check = await carrierCheck(name, serial);
    const response = await requestRemoval(check.id);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().request.id as string;
  }

  it('pages newest first, 25 by default, and filters by IMEI fragment and status', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 27; i += 1) {
      ids.push(
        await raise(i % 2 ? 'pending-loan-payment' : 'outstanding-balance', String(i).padStart(4, '0')),
      );
    }
    const newestFirst = ids.toReversed();
    const first = (await list('')).json();
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 25));
    expect((await list('?page=2')).json().items.map((item: { id: string }) => item.id)).toEqual(
      newestFirst.slice(25),
    );
    expect((await list('?pageSize=10')).json().items).toHaveLength(10);

    // Outstanding balance is scenario 07, so its IMEIs hold '07' + the serial.
    const bySearch = (await list('?search=070002')).json();
    expect(bySearch).toMatchObject({ total: 1, items: [{ id: ids[1] }] });

    await t.services.db
      .update(finlockRequests)
      .set({ status: 'approved' })
      .where(eq(finlockRequests.id, ids[0] as string));
    expect((await list('?status=approved')).json()).toMatchObject({ total: 1, items: [{ id: ids[0] }] });
    expect((await list('?status=requested')).json().total).toBe(26);
    expect((await list('?status=archived')).json().total).toBe(0);
  });

  it('shows only the organisation of the user', async () => {
    await raise('pending-loan-payment', '0001');
    expect((await list('', 'member@other.test')).json()).toMatchObject({ total: 0, items: [] });
  });

  it.each([
    ['an unknown status', '?status=rejected'],
    ['a page size not offered', '?pageSize=75'],
    ['page 0', '?page=0'],
    ['a search of 51 characters', `?search=${'1'.repeat(51)}`],
  ])('refuses %s with 400', async (_name, query) => {
    expect((await list(query)).statusCode).toBe(400);
  });
});

describe('DELETE /api/v1/finlock-requests/:id', () => {
  it('lets any role of the organisation delete a request, and audits it; the device may then be requested again', async () => {
    const check = await carrierCheck('pending-loan-payment');
    const { request } = (await requestRemoval(check.id, 'admin@demo.test')).json();
    const response = await remove(request.id, 'member@demo.test');
    expect(response.statusCode).toBe(204);
    expect(await t.services.db.select().from(finlockRequests)).toEqual([]);
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, request.id))
      .orderBy(auditEvents.createdAt);
    expect(audit).toBeDefined();
    expect((await requestRemoval(check.id)).statusCode).toBe(201);
  });

  it("answers 404 for another organisation's request and leaves it", async () => {
    const check = await carrierCheck('pending-loan-payment');
    const { request } = (await requestRemoval(check.id)).json();
    const response = await remove(request.id, 'admin@other.test');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(carrierMessages.finlockNotFound);
    expect(await t.services.db.select().from(finlockRequests)).toHaveLength(1);
    expect((await remove(randomUUID())).statusCode).toBe(404);
    expect((await remove('nope')).statusCode).toBe(400);
  });

  it('is closed to users without a role', async () => {
    const check = await carrierCheck('pending-loan-payment');
    const { request } = (await requestRemoval(check.id)).json();
    expect((await remove(request.id, 'norole@demo.test')).statusCode).toBe(403);
    expect(await t.services.db.select().from(finlockRequests)).toHaveLength(1);
  });
});
