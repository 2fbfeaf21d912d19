import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createDeviceHistoryClient } from '@/server/providers/device-history/http-client';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import {
  bulkFile,
  bulkRows,
  SIMULATOR_CREDENTIALS as credentials,
  finishedBatch,
  postFile,
  saveSettings,
  searchesOf,
  setupBulkIntakeApps,
} from '../../../../tests/support/bulk-intake-test-support';
import { ONE_POLL_MS, WORKING } from '../../../../tests/support/registry-test-support';
import type { TestApp } from '../../../../tests/support/test-app';

const { start, provider, startWorking } = setupBulkIntakeApps();

describe('a bulk intake meeting a busy device-history service', () => {
  it('pauses on a storm of 429s until the wait asked for, then finishes with every row searched once', async () => {
    const { simulator } = await provider();
    // A generous budget per search: this test is about 429s, not about a loaded machine's timeouts.
    const deviceHistory = createDeviceHistoryClient({
      baseUrl: simulator.url,
      credentials,
      timeoutMs: 20_000,
    });
    const t = await start({ env: WORKING, deviceHistory });
    const cookie = await t.signIn('member@demo.test');
    const imeis = Array.from({ length: 10 }, () => makeImei());
    // The next 6 searches of any serial answer 429, Retry-After: 1 (the rows' first attempts, and more).
    simulator.answerBusy(6, '1');
    const rows = bulkRows(imeis, 'STORM');
    const response = await postFile(t, '/api/v1/bulk-intakes', bulkFile(rows), cookie);
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json();

    const pauses: Array<{ pausedUntil: string; pauseReason: string; failed: number; seenAt: number }> = [];
    let batch: Record<string, unknown> = {};
    for (const until = Date.now() + 60_000; Date.now() < until; await delay(100)) {
      batch = (await t.get(`/api/v1/bulk-intakes/${id}`, { cookie })).json();
      if (batch.pausedUntil) pauses.push({ ...(batch as (typeof pauses)[number]), seenAt: Date.now() });
      if (batch.status === 'finished') break;
    }

    // It said it was paused, by the service's request, for about the second asked, and failed no row meanwhile.
    expect(pauses.length).toBeGreaterThan(0);
    expect(pauses.every((pause) => pause.pauseReason === 'busy' && pause.failed === 0)).toBe(true);
    const first = pauses[0] as (typeof pauses)[number];
    expect(Date.parse(first.pausedUntil) - first.seenAt).toBeLessThanOrEqual(1_000);
    // Then it finished: every row done, none failed, no longer paused.
    expect(batch).toMatchObject({ status: 'finished', total: 10, done: 10, failed: 0, pausedUntil: null });
    expect(simulator.countBusyAnswers()).toBe(6);
    // Each device was searched (taken in by the service) exactly once.
    expect(searchesOf(simulator, imeis)).toEqual(imeis.map(() => 1));
    const page = (await t.get(`/api/v1/bulk-intakes/${id}/rows`, { cookie })).json();
    expect(page.items.map((row: { state: string }) => row.state)).toEqual(imeis.map(() => 'done'));
  }, 90_000);
});

describe("a bulk intake meeting the organization's monthly search budget", () => {
  const setBudget = (t: TestApp, cookie: string, searchMonthlyBudget: number) =>
    saveSettings(t, cookie, { searchMonthlyBudget });

  it('pauses when the budget is used up, failing no row, and resumes when an admin raises it, every row searched once', async () => {
    const { t, simulator } = await startWorking();
    const admin = await t.signIn('admin@demo.test');
    expect((await setBudget(t, admin, 2)).statusCode).toBe(200);
    const cookie = await t.signIn('member@demo.test');
    const imeis = Array.from({ length: 5 }, () => makeImei());
    const rows = bulkRows(imeis, 'BUDGET');
    const response = await postFile(t, '/api/v1/bulk-intakes', bulkFile(rows), cookie);
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json();

    let batch: Record<string, unknown> = {};
    for (const until = Date.now() + 30_000; batch.pauseReason !== 'budget'; await delay(100)) {
      expect(Date.now(), `batch ${id} not paused: ${JSON.stringify(batch)}`).toBeLessThan(until);
      batch = (await t.get(`/api/v1/bulk-intakes/${id}`, { cookie })).json();
    }
    // Paused until the next month (UTC), no row failed; once the searches in flight have ended, two rows are
    // checked and nothing more is searched meanwhile.
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    expect(batch).toMatchObject({ status: 'running', failed: 0, pausedUntil: nextMonth });
    await delay(3 * ONE_POLL_MS);
    expect((await t.get(`/api/v1/bulk-intakes/${id}`, { cookie })).json()).toMatchObject({
      done: 2,
      failed: 0,
      pauseReason: 'budget',
    });
    expect(searchesOf(simulator, imeis).reduce((a, b) => a + b, 0)).toBe(2);

    expect((await setBudget(t, admin, 50)).statusCode).toBe(200);
    expect(await finishedBatch(t, id, cookie)).toMatchObject({
      status: 'finished',
      done: 5,
      failed: 0,
      pausedUntil: null,
      pauseReason: null,
    });
    expect(searchesOf(simulator, imeis)).toEqual(imeis.map(() => 1));
    const page = (await t.get(`/api/v1/bulk-intakes/${id}/rows`, { cookie })).json();
    expect(page.items.map((row: { state: string }) => row.state)).toEqual(imeis.map(() => 'done'));
  }, 90_000);
});
