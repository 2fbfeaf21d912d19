import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { users } from '@/server/db/schema/auth';
import { bulkIntakeRows } from '@/server/db/schema/bulk-intakes';
import { auditEvents, mailOutbox } from '@/server/db/schema/platform';
import type { DeviceHistoryProvider } from '@/server/providers/device-history/types';
import { ProviderError } from '@/server/providers/provider-error';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import type { DeviceHistorySimulator } from '../../../../simulators/device-history/start-device-history-simulator';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import {
  bulkFile,
  bulkRows,
  finishedBatch,
  postFile,
  searchesOf,
  setupSimulatedProviders,
} from '../../../../tests/support/bulk-intake-test-support';
import { setupRegistryApps, WORKING } from '../../../../tests/support/registry-test-support';
import { send } from '../../../../tests/support/review-test-support';
import type { TestApp } from '../../../../tests/support/test-app';
import { openTestDatabase } from '../../../../tests/support/test-database';
import { addEndpoint, DELIVERING, webhookReceivers } from '../../../../tests/support/webhook-test-support';

const { shared, start } = setupRegistryApps();
const provider = setupSimulatedProviders();
const rowsOf = (imeis: string[]) => bulkRows(imeis, 'BULK');

describe('a bulk intake worked in the background', () => {
  const receiver = webhookReceivers();

  it('records each valid row as a single intake would, searching each device once, audits the batch and tells the claim system', async () => {
    const { simulator, deviceHistory } = await provider();
    const t = await start({ env: { ...WORKING, ...DELIVERING }, deviceHistory });
    const hooks = await receiver();
    const { secret } = await addEndpoint(t, hooks.url, ['bulk_intake.finished']);
    const cookie = await t.signIn('member@demo.test');
    const good = [makeImei(), scenarioImei('blocked'), makeImei()];
    const noVerdict = scenarioImei('no-verdict');
    const file = bulkFile([
      ...rowsOf(good),
      `${noVerdict},Theft,,no,`,
      `${good[0]},Theft,,no,`,
      '12,Theft,,no,',
    ]);
    const response = await postFile(t, '/api/v1/bulk-intakes?skipInvalid=true', file, cookie);
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json();

    const batch = await finishedBatch(t, id, cookie, 60_000);
    expect(batch).toMatchObject({ status: 'finished', total: 4, done: 3, failed: 1 });
    expect(searchesOf(simulator, [...good, noVerdict])).toEqual([1, 1, 1, 1]);

    const rows = (await t.get(`/api/v1/bulk-intakes/${id}/rows`, { cookie })).json();
    expect(rows.total).toBe(6);
    expect(rows.items).toEqual([
      expect.objectContaining({ line: 2, imei: good[0], state: 'done', verdict: 'green', message: null }),
      expect.objectContaining({ line: 3, imei: good[1], state: 'done', verdict: 'red' }),
      expect.objectContaining({ line: 4, imei: good[2], state: 'done', verdict: 'green' }),
      expect.objectContaining({
        line: 5,
        state: 'failed',
        checkId: null,
        message: expect.stringContaining('verdict'),
      }),
      expect.objectContaining({
        line: 6,
        imei: good[0],
        state: 'rejected',
        message: bulkIntakeMessages.duplicateInFile(2),
      }),
      expect.objectContaining({ line: 7, imei: '12', state: 'rejected', checkId: null }),
    ]);
    // The check is the single intake's: in Claims Review with the reference, by the uploader.
    const check = (await t.get(`/api/v1/checks/${rows.items[0].checkId}`, { cookie })).json();
    expect(check).toMatchObject({
      imei: good[0],
      reference: 'BULK-1',
      checkedBy: { email: 'member@demo.test' },
    });

    const csv = await t.get(`/api/v1/bulk-intakes/${id}/results.csv`, { cookie });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('line,imei,claim_type,reference,fnol,loss_date,outcome,message,verdict,check_id');
    expect(lines[2]).toMatch(new RegExp(`^3,${good[1]},Theft,BULK-2,no,,Checked,,red,[0-9a-f-]{36}$`));
    expect(lines[4]).toMatch(/^5,353328110000310,Theft,,no,,Failed,.*verdict.*,,$/);
    expect(lines[6]).toBe('7,12,Theft,,,,Rejected,IMEI must be exactly 15 digits,,');

    const audit = await t.services.db
      .select({ action: auditEvents.action, subjectId: auditEvents.subjectId, details: auditEvents.details })
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['bulk_intake.created', 'bulk_intake.finished', 'check.recorded']));
    expect(audit.filter((event) => event.action === 'check.recorded')).toHaveLength(3);
    expect(audit.filter((event) => event.subjectId === id)).toEqual([
      { action: 'bulk_intake.created', subjectId: id, details: { rows: 4, linesLeftOut: 2 } },
      {
        action: 'bulk_intake.finished',
        subjectId: id,
        details: { total: 4, done: 3, failed: 1, rejected: 2 },
      },
    ]);
    // One bulk_intake.finished to the endpoint, with the batch's counts.
    const [request] = await hooks.waitFor(1);
    if (!request) throw new Error('bulk_intake.finished was not delivered');
    const payload = new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'bulk_intake.finished',
      data: { bulkIntakeId: id, total: 4, done: 3, failed: 1, rejected: 2 },
    });
    expect(hooks.received).toHaveLength(1);
  }, 90_000);
});

describe('a bulk intake across a restart', () => {
  it('resumes where the stopped process left off, and no device is searched twice', async () => {
    shared.database = await openTestDatabase();
    const { simulator, deviceHistory } = await provider(150);
    const env = { ...WORKING, BULK_INTAKE_CONCURRENCY: '2', BULK_INTAKE_SEARCHES_PER_SECOND: '8' };
    const before = await start({ database: shared.database, env, deviceHistory });
    const cookie = await before.signIn('member@demo.test');
    const imeis = Array.from({ length: 20 }, () => makeImei());
    const response = await postFile(before, '/api/v1/bulk-intakes', bulkFile(rowsOf(imeis)), cookie);
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json();
    for (;;) {
      const batch = (await before.get(`/api/v1/bulk-intakes/${id}`, { cookie })).json();
      if (batch.done >= 3) break;
      await delay(100);
    }
    await before.close();
    const stoppedAt = (await shared.database.db.$count(
      bulkIntakeRows,
      eq(bulkIntakeRows.state, 'done'),
    )) as number;
    expect(stoppedAt).toBeLessThan(20);

    const after = await start({ database: shared.database, env, deviceHistory });
    const batch = await finishedBatch(after, id, await after.signIn('member@demo.test'), 60_000);
    expect(batch).toMatchObject({ total: 20, done: 20, failed: 0 });
    expect(searchesOf(simulator, imeis)).toEqual(imeis.map(() => 1));
  }, 90_000);

  it('never searches again a row cut off mid-search by a dying worker: its outcome is kept or marked unknown', async () => {
    shared.database = await openTestDatabase();
    const { simulator, deviceHistory } = await provider();
    const queuing = await start({ database: shared.database, deviceHistory });
    const cookie = await queuing.signIn('member@demo.test');
    const [cutOff, searched, waiting] = [makeImei(), makeImei(), makeImei()];
    const response = await postFile(
      queuing,
      '/api/v1/bulk-intakes',
      bulkFile(rowsOf([cutOff, searched, waiting])),
      cookie,
    );
    const { id } = response.json();
    // What a worker killed mid-search leaves: rows marked searching, one whose check was stored before it died.
    expect(
      (
        await queuing.post(
          '/api/v1/checks',
          { imei: searched, claimType: 'Theft', fnol: false, lossDate: null },
          { cookie },
        )
      ).statusCode,
    ).toBe(201);
    await queuing.services.db
      .update(bulkIntakeRows)
      .set({ state: 'searching' })
      .where(and(eq(bulkIntakeRows.bulkIntakeId, id), inArray(bulkIntakeRows.imei, [cutOff, searched])));
    await queuing.close();

    const after = await start({ database: shared.database, env: WORKING, deviceHistory });
    const batch = await finishedBatch(after, id, cookie, 60_000);
    expect(batch).toMatchObject({ total: 3, done: 2, failed: 1 });
    const rows = (await after.get(`/api/v1/bulk-intakes/${id}/rows`, { cookie })).json().items;
    expect(rows).toEqual([
      expect.objectContaining({ imei: cutOff, state: 'failed', message: bulkIntakeMessages.outcomeUnknown }),
      expect.objectContaining({ imei: searched, state: 'done', checkId: expect.any(String) }),
      expect.objectContaining({ imei: waiting, state: 'done' }),
    ]);
    expect(searchesOf(simulator, [cutOff, searched, waiting])).toEqual([0, 1, 1]);
  }, 90_000);
});

/** The simulator behind a switch: the IMEIs in `broken` fail with an answer that cannot be read (the row fails). */
function switchable(deviceHistory: DeviceHistoryProvider) {
  const broken = new Set<string>();
  const provider: DeviceHistoryProvider = {
    search: (search) =>
      broken.has(search.imei)
        ? Promise.reject(
            new ProviderError('device-history', 'bad-response', { detail: 'broken in a test', attempts: 1 }),
          )
        : deviceHistory.search(search),
  };
  return { broken, provider };
}

const totalSearches = (simulator: DeviceHistorySimulator, imeis: string[]) =>
  searchesOf(simulator, imeis).reduce((sum, count) => sum + count, 0);

const mailsTo = (t: TestApp, to: string) =>
  t.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'bulk-intake')))
    .orderBy(mailOutbox.createdAt);

describe('a bulk intake as a back-office tool', () => {
  it('retries one failed row, then all of them, and mails the uploader each time the batch finishes', async () => {
    const { simulator, deviceHistory } = await provider();
    const { broken, provider: flaky } = switchable(deviceHistory);
    const t = await start({ env: WORKING, deviceHistory: flaky });
    const cookie = await t.signIn('member@demo.test');
    const imeis = [makeImei(), makeImei(), makeImei(), makeImei()];
    for (const imei of imeis.slice(0, 3)) broken.add(imei);
    const response = await postFile(t, '/api/v1/bulk-intakes', bulkFile(rowsOf(imeis)), cookie);
    const { id } = response.json();
    expect(await finishedBatch(t, id, cookie, 60_000)).toMatchObject({ total: 4, done: 1, failed: 3 });
    expect(await mailsTo(t, 'member@demo.test')).toHaveLength(1);

    broken.delete(imeis[0] as string);
    const one = await t.post(`/api/v1/bulk-intakes/${id}/rows/2/retry`, {}, { cookie });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ retried: 1 });
    expect(await finishedBatch(t, id, cookie, 60_000)).toMatchObject({ done: 2, failed: 2 });
    expect(searchesOf(simulator, imeis)).toEqual([1, 0, 0, 1]);

    broken.clear();
    const all = await t.post(`/api/v1/bulk-intakes/${id}/retry`, {}, { cookie });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ retried: 2 });
    expect(await finishedBatch(t, id, cookie, 60_000)).toMatchObject({ done: 4, failed: 0 });
    expect(searchesOf(simulator, imeis)).toEqual([1, 1, 1, 1]);
    const rows = (await t.get(`/api/v1/bulk-intakes/${id}/rows`, { cookie })).json().items;
    expect(
      rows.every((row: { state: string; checkId: string | null }) => row.state === 'done' && row.checkId),
    ).toBe(true);

    const mails = await mailsTo(t, 'member@demo.test');
    expect(mails).toHaveLength(3);
    expect(mails.at(-1)).toMatchObject({ subject: bulkIntakeMessages.finishedMailSubject(4) });
    expect(mails.at(-1)?.text).toContain(`/dashboard/search-imei/bulk?batch=${id}`);
    const audit = await t.services.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bulk_intake.retried'), eq(auditEvents.subjectId, id)));
    expect(audit.map((event) => event.details)).toEqual([{ rows: 1, line: 2 }, { rows: 2 }]);
  }, 180_000);

  it('stops a batch whose uploader is deactivated: no further search, the reason on the batch and its rows', async () => {
    const { simulator, deviceHistory } = await provider(100);
    const env = { ...WORKING, BULK_INTAKE_CONCURRENCY: '1', BULK_INTAKE_SEARCHES_PER_SECOND: '4' };
    const t = await start({ env, deviceHistory });
    const cookie = await t.signIn('member@demo.test');
    const imeis = Array.from({ length: 20 }, () => makeImei());
    const { id } = (await postFile(t, '/api/v1/bulk-intakes', bulkFile(rowsOf(imeis)), cookie)).json();
    const admin = await t.signIn('admin@demo.test');
    for (;;) {
      if ((await t.get(`/api/v1/bulk-intakes/${id}`, { cookie: admin })).json().done >= 2) break;
      await delay(100);
    }
    const [member] = await t.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@demo.test'));
    const deactivated = await t.post(
      `/api/v1/organisation/members/${member?.id}/deactivation`,
      {},
      { cookie: admin },
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const searchedBy = totalSearches(simulator, imeis);

    const batch = await stoppedBatch(t, id, admin);
    expect(batch).toMatchObject({ status: 'stopped', stopReason: 'creator-deactivated', total: 20 });
    // At most the search in flight when the uploader was deactivated; none after the batch stopped.
    const searched = totalSearches(simulator, imeis);
    expect(searched - searchedBy).toBeLessThanOrEqual(1);
    expect(batch.done).toBe(searched);
    expect(batch.failed).toBe(20 - searched);
    await delay(1_500);
    expect(totalSearches(simulator, imeis)).toBe(searched);
    const failed = (
      await t.get(`/api/v1/bulk-intakes/${id}/rows?state=failed&pageSize=100`, { cookie: admin })
    ).json();
    expect(failed.total).toBe(20 - searched);
    expect(new Set(failed.items.map((row: { message: string }) => row.message))).toEqual(
      new Set([bulkIntakeMessages.stopped['creator-deactivated']]),
    );
    // Its rows are searched as the uploader: they cannot be retried as them.
    const retry = await t.post(`/api/v1/bulk-intakes/${id}/retry`, {}, { cookie: admin });
    expect(retry.statusCode).toBe(409);
    expect(totalSearches(simulator, imeis)).toBe(searched);
    // A deactivated person is not written to.
    expect(await mailsTo(t, 'member@demo.test')).toHaveLength(0);
  }, 90_000);

  it("goes on with a key's batch when the key's creator is deactivated: the key and its work are the organisation's", async () => {
    const { deviceHistory } = await provider();
    const t = await start({ env: { ...WORKING, BULK_INTAKE_SEARCHES_PER_SECOND: '4' }, deviceHistory });
    const admin = await t.signIn('admin@demo.test');
    const created = (
      await t.post('/api/v1/api-keys', { name: 'Claim system', scopes: ['checks:write'] }, { cookie: admin })
    ).json();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-intakes',
      payload: bulkFile(rowsOf([makeImei(), makeImei(), makeImei(), makeImei()])),
      headers: { authorization: `Bearer ${created.key}`, 'content-type': 'text/csv' },
    });
    expect(upload.statusCode, upload.body).toBe(202);
    await t.services.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.email, 'admin@demo.test'));

    const batch = await finishedBatch(t, upload.json().id, await t.signIn('super@demo.test'), 60_000);
    expect(batch).toMatchObject({ status: 'finished', stopReason: null, total: 4, done: 4, failed: 0 });
  }, 90_000);

  it('stops a batch whose API key is revoked, with no further search, and tells the key holder', async () => {
    const { simulator, deviceHistory } = await provider(100);
    const env = { ...WORKING, BULK_INTAKE_CONCURRENCY: '1', BULK_INTAKE_SEARCHES_PER_SECOND: '4' };
    const t = await start({ env, deviceHistory });
    const admin = await t.signIn('admin@demo.test');
    const created = (
      await t.post(
        '/api/v1/api-keys',
        { name: 'Claim system', scopes: ['checks:read', 'checks:write'] },
        { cookie: admin },
      )
    ).json();
    const imeis = Array.from({ length: 20 }, () => makeImei());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-intakes',
      payload: bulkFile(rowsOf(imeis)),
      headers: { authorization: `Bearer ${created.key}`, 'content-type': 'text/csv' },
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const { id } = upload.json();
    for (;;) {
      if ((await t.get(`/api/v1/bulk-intakes/${id}`, { cookie: admin })).json().done >= 2) break;
      await delay(100);
    }
    const revoked = await send(t, { method: 'DELETE', url: `/api/v1/api-keys/${created.id}`, cookie: admin });
    expect(revoked.statusCode).toBe(204);
    const searchedBy = totalSearches(simulator, imeis);
    const batch = await stoppedBatch(t, id, admin);
    expect(batch).toMatchObject({ stopReason: 'api-key-revoked' });
    const searched = totalSearches(simulator, imeis);
    expect(searched - searchedBy).toBeLessThanOrEqual(1);
    expect(batch.done).toBe(searched);
    await delay(1_500);
    expect(totalSearches(simulator, imeis)).toBe(searched);
    const [mail] = await mailsTo(t, 'admin@demo.test');
    expect(mail).toMatchObject({ subject: bulkIntakeMessages.stoppedMailSubject });
    expect(mail?.text).toContain(bulkIntakeMessages.stopped['api-key-revoked']);
  }, 90_000);

  it("draws on the uploader's limit of paid searches, as their single intakes do", async () => {
    const { simulator, deviceHistory } = await provider();
    // 120 a minute, scaled down to 3.
    const t = await start({ env: { ...WORKING, RATE_LIMIT_MULTIPLIER: '0.025' }, deviceHistory });
    const cookie = await t.signIn('member@demo.test');
    const imeis = Array.from({ length: 5 }, () => makeImei());
    const { id } = (await postFile(t, '/api/v1/bulk-intakes', bulkFile(rowsOf(imeis)), cookie)).json();
    for (;;) {
      if ((await t.get(`/api/v1/bulk-intakes/${id}`, { cookie })).json().done >= 3) break;
      await delay(100);
    }
    await delay(1_500);
    expect(await t.get(`/api/v1/bulk-intakes/${id}`, { cookie }).then((r) => r.json())).toMatchObject({
      status: 'running',
      done: 3,
      failed: 0,
    });
    expect(totalSearches(simulator, imeis)).toBe(3);
    const single = await t.post(
      '/api/v1/checks',
      { imei: makeImei(), claimType: 'Theft', fnol: false, lossDate: null },
      { cookie },
    );
    expect(single.statusCode).toBe(429);
  }, 90_000);
});

/** Polls the batch until it has stopped. */
async function stoppedBatch(t: TestApp, id: string, cookie: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const batch = (await t.get(`/api/v1/bulk-intakes/${id}`, { cookie })).json();
    if (batch.status === 'stopped') return batch;
    expect(Date.now(), `batch ${id} still ${batch.status}`).toBeLessThan(until);
    await delay(100);
  }
}
