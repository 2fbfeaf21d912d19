import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { intakeMessages } from '@/domain/intake-messages';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { failInsertsInto, failWritesTo } from '../../../../tests/support/fault-injection';
import {
  postWithKey,
  setupAppOnControlledDeviceHistory,
  storedKeys,
} from '../../../../tests/support/idempotency-test-support';
import { createTestApp } from '../../../../tests/support/test-app';

const { t, deviceHistory } = setupAppOnControlledDeviceHistory();
const url = '/api/v1/checks';

interface LedgerRow {
  path: string;
  imei: string;
  state: string;
  charged: boolean;
  reuses: number;
  email: string | null;
  claimReference: string | null;
  idempotencyKey: string | null;
  answered: boolean;
}

/** The ledger's rows for an IMEI, oldest first (read as the owner). */
async function ledgerOf(imei: string): Promise<LedgerRow[]> {
  const { rows } = (await t.services.db.execute(
    sql`select s.path, s.imei, s.state, s.charged, s.reuses, u.email, s.claim_reference as "claimReference",
          s.idempotency_key as "idempotencyKey", s.answer is not null as answered
        from device_searches s left join users u on u.id = s.user_id
        where s.imei = ${imei} order by s.sent_at`,
  )) as unknown as { rows: LedgerRow[] };
  return rows;
}

describe('the search ledger', () => {
  it('keeps the answer of a search whose check could not be stored, and the retry under the same key uses it', async () => {
    const intake = makeIntake();
    const cookie = await t.signIn('member@demo.test');
    const removeFault = await failInsertsInto(t, 'claim_checks');
    const failed = await postWithKey(t, { url, key: 'disk-full', payload: intake, cookie });
    await removeFault();
    expect(failed.statusCode).toBe(500);
    expect(await ledgerOf(intake.imei)).toEqual([
      expect.objectContaining({
        path: 'intake',
        state: 'answered',
        charged: true,
        answered: true,
        email: 'member@demo.test',
        claimReference: intake.reference,
        idempotencyKey: 'disk-full',
      }),
    ]);
    expect(await storedKeys(t)).toEqual([]);

    const retry = await postWithKey(t, { url, key: 'disk-full', payload: intake, cookie });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().report.serial).toBe(intake.imei);
    expect(deviceHistory.countSearches(intake.imei)).toBe(1);
    expect(await ledgerOf(intake.imei)).toEqual([expect.objectContaining({ state: 'answered', reuses: 1 })]);
  });

  it('gives the key back once the database answers again, so the retry runs (on the paid answer) instead of waiting', async () => {
    const intake = makeIntake();
    const cookie = await t.signIn('member@demo.test');
    // While the search is under way the database starts failing: the check, then giving the key back.
    const hold = deviceHistory.holdNext();
    const sent = postWithKey(t, { url, key: 'blip', payload: intake, cookie });
    await hold.entered;
    const removeCheckFault = await failInsertsInto(t, 'claim_checks');
    const removeKeyFault = await failWritesTo(t, 'idempotency_keys', 'delete');
    try {
      hold.release();
      expect((await sent).statusCode).toBe(500);
      expect(await storedKeys(t)).toEqual([expect.objectContaining({ key: 'blip', state: 'in_progress' })]);
    } finally {
      await removeKeyFault();
      await removeCheckFault();
    }

    await vi.waitFor(async () => expect(await storedKeys(t)).toEqual([]), { timeout: 10_000, interval: 200 });
    const retry = await postWithKey(t, { url, key: 'blip', payload: intake, cookie });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(deviceHistory.countSearches(intake.imei)).toBe(1);
  });

  it('lets a new intake of the device by another handler use an answer paid for a moment ago', async () => {
    const intake = makeIntake();
    const removeFault = await failInsertsInto(t, 'claim_checks');
    const failed = await t.post(url, intake, { cookie: await t.signIn('member@demo.test') });
    await removeFault();
    expect(failed.statusCode).toBe(500);

    const again = await t.post(url, intake, { cookie: await t.signIn('admin@demo.test') });
    expect(again.statusCode, again.body).toBe(201);
    expect(deviceHistory.countSearches(intake.imei)).toBe(1);
  });

  it('pays for a new search once the answer is older than the reuse window', async () => {
    const intake = makeIntake();
    const removeFault = await failInsertsInto(t, 'claim_checks');
    const cookie = await t.signIn('member@demo.test');
    await t.post(url, intake, { cookie });
    await removeFault();
    await t.services.db.execute(
      sql`update device_searches set sent_at = sent_at - interval '16 minutes', ended_at = ended_at - interval '16 minutes'
          where imei = ${intake.imei}`,
    );
    expect((await t.post(url, intake, { cookie })).statusCode).toBe(201);
    expect(deviceHistory.countSearches(intake.imei)).toBe(2);
  });

  it('lets two intakes of one device at once pay for one search: the second waits and hears "previously checked"', async () => {
    const intake = makeIntake();
    const hold = deviceHistory.holdNext();
    const first = t.post(url, intake, { cookie: await t.signIn('member@demo.test') });
    await hold.entered;
    const second = t.post(url, intake, { cookie: await t.signIn('admin@demo.test') });
    // The second is waiting for the first's search, not searching itself.
    await vi.waitFor(async () => expect(await ledgerOf(intake.imei)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    hold.release();
    const replies = await Promise.all([first, second]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'PREVIOUSLY_CHECKED',
      title: intakeMessages.previouslyCheckedTitle,
    });
    expect(deviceHistory.countSearches(intake.imei)).toBe(1);
    expect(await ledgerOf(intake.imei)).toEqual([expect.objectContaining({ state: 'answered', reuses: 1 })]);
  });

  it('makes one search for two intakes of one device sent to two instances at once', async () => {
    const other = await createTestApp({ database: t.database, deviceHistory: deviceHistory.provider });
    try {
      const intake = makeIntake();
      const hold = deviceHistory.holdNext();
      const first = t.post(url, intake, { cookie: await t.signIn('member@demo.test') });
      await hold.entered;
      const second = other.post(url, intake, { cookie: await other.signIn('admin@demo.test') });
      await new Promise((resolve) => setTimeout(resolve, 300));
      hold.release();
      const replies = await Promise.all([first, second]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      expect(deviceHistory.countSearches(intake.imei)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('takes over a search left in flight by a process that stopped, and counts it as maybe charged', async () => {
    const intake = makeIntake();
    const organisation = (await t.services.db.execute(
      sql`select id from organizations where name = 'Demo Insurance'`,
    )) as unknown as { rows: { id: string }[] };
    const abandonedAt = new Date(Date.now() - t.services.env.DEVICE_HISTORY_TIMEOUT_MS - 11_000);
    await t.services.db.execute(
      sql`insert into device_searches (organization_id, path, imei, imei_key, sent_at)
          values (${organisation.rows[0]?.id}, 'intake', ${intake.imei}, ${intake.imei.slice(0, 14)}, ${abandonedAt.toISOString()})`,
    );
    const response = await t.post(url, intake, { cookie: await t.signIn('member@demo.test') });
    expect(response.statusCode, response.body).toBe(201);
    expect(await ledgerOf(intake.imei)).toEqual([
      expect.objectContaining({ state: 'failed', charged: true, answered: false }),
      expect.objectContaining({ state: 'answered', charged: true }),
    ]);
  });

  it('records a failed search, and as maybe charged when the provider may have seen it (down, no cause known)', async () => {
    const intake = makeIntake();
    deviceHistory.failNext();
    const cookie = await t.signIn('member@demo.test');
    expect((await t.post(url, intake, { cookie })).statusCode).toBe(502);
    expect(await ledgerOf(intake.imei)).toEqual([
      expect.objectContaining({ state: 'failed', charged: true, answered: false }),
    ]);
  });
});

describe('GET /api/v1/device-searches and /summary', () => {
  it('shows org admins every search with who made it, and the count per path and per person', async () => {
    const member = await t.signIn('member@demo.test');
    const admin = await t.signIn('admin@demo.test');
    const [one, two, three] = [makeIntake(), makeIntake(), makeIntake()];
    expect((await t.post(url, one, { cookie: member })).statusCode).toBe(201);
    expect((await t.post(url, two, { cookie: member })).statusCode).toBe(201);
    expect((await t.post(url, three, { cookie: admin })).statusCode).toBe(201);
    const check = (await t.get('/api/v1/checks?pageSize=25', { cookie: admin })).json().items[0];
    expect(
      (await t.post(`/api/v1/checks/${check.id}/rechecks`, undefined, { cookie: admin })).statusCode,
    ).toBe(201);
    // Another organisation's search is not ours.
    await t.post(url, makeIntake(), { cookie: await t.signIn('member@other.test') });

    const list = await t.get('/api/v1/device-searches', { cookie: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(list.json().items[0]).toMatchObject({
      path: 'recheck',
      state: 'answered',
      charged: true,
      person: { email: 'admin@demo.test' },
      apiKey: null,
    });
    const intakes = await t.get(`/api/v1/device-searches?path=intake&search=${one.imei}`, { cookie: admin });
    expect(intakes.json().items).toEqual([
      expect.objectContaining({ imei: one.imei, claimReference: one.reference, path: 'intake' }),
    ]);

    const summary = await t.get('/api/v1/device-searches/summary', { cookie: admin });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({
      searches: 4,
      charged: 4,
      reused: 0,
      byPath: [
        { path: 'intake', searches: 3, charged: 3 },
        { path: 'recheck', searches: 1, charged: 1 },
      ],
    });
    expect(summary.json().byPerson).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ email: 'admin@demo.test' }), charged: 2 }),
      expect.objectContaining({ person: expect.objectContaining({ email: 'member@demo.test' }), charged: 2 }),
    ]);
  });

  it('refuses members (403) and a bad filter (400)', async () => {
    const member = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/device-searches', { cookie: member })).statusCode).toBe(403);
    expect((await t.get('/api/v1/device-searches/summary', { cookie: member })).statusCode).toBe(403);
    const admin = await t.signIn('admin@demo.test');
    expect((await t.get('/api/v1/device-searches?path=carrier', { cookie: admin })).statusCode).toBe(400);
    const reversed = await t.get('/api/v1/device-searches/summary?from=2026-02-01&to=2026-01-01', {
      cookie: admin,
    });
    expect(reversed.statusCode).toBe(400);
  });
});
