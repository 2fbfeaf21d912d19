import { describe, expect, it } from 'vitest';
import { watchedDevices } from '@/server/db/schema/monitoring';
import {
  makeWatch,
  queuedSearchJobs,
  setMonitoring,
} from '../../../../tests/support/monitoring-test-support';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { TICK_MS, tickShare } from './month';
import { runMonitoringTick } from './run-monitoring-tick';

const t = setupTestApp();

describe('the monitoring scheduler tick', () => {
  it("queues one share of the month's budget per period, however many workers tick at once", async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    await setMonitoring(t, organisationId, 1000);
    await Promise.all(Array.from({ length: 30 }, () => makeWatch(t, organisationId)));
    const now = new Date();
    const share = tickShare(1000, new Date(Math.floor(now.getTime() / TICK_MS) * TICK_MS));
    expect(share).toBeLessThan(30);

    const queued = await Promise.all([1, 2, 3].map(() => runMonitoringTick(t.services, now)));
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(share);
    expect(await queuedSearchJobs(t)).toHaveLength(share);
    // The next period (a tick missed in between is no burst): one more share.
    expect(await runMonitoringTick(t.services, new Date(now.getTime() + 2 * TICK_MS))).toBeLessThanOrEqual(
      share + 1,
    );
  });

  it('leaves alone organizations without a budget, watches not due and watches past their period', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    await makeWatch(t, organisationId);
    expect(await runMonitoringTick(t.services)).toBe(0);
    await setMonitoring(t, organisationId, 1000);
    await t.services.db.update(watchedDevices).set({ watchUntil: new Date(Date.now() - 1000) });
    await makeWatch(t, organisationId, { nextDueAt: new Date(Date.now() + 86_400_000) });
    expect(await runMonitoringTick(t.services)).toBe(0);
  });
});
