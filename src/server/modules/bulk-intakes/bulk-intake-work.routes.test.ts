import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { bulkIntakeRows } from '@/server/db/schema/bulk-intakes';
import { auditEvents } from '@/server/db/schema/platform';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import type { DeviceHistorySimulator } from '../../../../simulators/device-history/start-device-history-simulator';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import {
  bulkFile,
  finishedBatch,
  postFile,
  searchesOf,
  simulatedProvider,
} from '../../../../tests/support/bulk-intake-test-support';
import { setupRegistryApps, WORKING } from '../../../../tests/support/registry-test-support';
import { openTestDatabase } from '../../../../tests/support/test-database';

const { shared, start } = setupRegistryApps();
const simulators: DeviceHistorySimulator[] = [];
afterEach(async () => {
  for (const simulator of simulators.splice(0)) await simulator.close();
});
async function provider(latencyMs = 0) {
  const made = await simulatedProvider(latencyMs);
  simulators.push(made.simulator);
  return made;
}
const rowsOf = (imeis: string[]) => imeis.map((imei, i) => `${imei},Theft,BULK-${i + 1},no,`);

describe('a bulk intake worked in the background', () => {
  it('records each valid row as a single intake would, searching each device once, and audits the batch', async () => {
    const { simulator, deviceHistory } = await provider();
    const t = await start({ env: WORKING, deviceHistory });
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
    expect(rows.total).toBe(4);
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

    const audit = await t.services.db
      .select({ action: auditEvents.action, subjectId: auditEvents.subjectId, details: auditEvents.details })
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['bulk-intake.created', 'bulk-intake.finished', 'check.recorded']));
    expect(audit.filter((event) => event.action === 'check.recorded')).toHaveLength(3);
    expect(audit.filter((event) => event.subjectId === id)).toEqual([
      { action: 'bulk-intake.created', subjectId: id, details: { rows: 4, linesLeftOut: 2 } },
      { action: 'bulk-intake.finished', subjectId: id, details: { total: 4, done: 3, failed: 1 } },
    ]);
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
