import { describe, expect, it } from 'vitest';
import { alerts } from '@/server/db/schema/monitoring';
import { queuedSearchJobs, workSearchJobs } from '../../../tests/support/monitoring-test-support';
import { setupTestApp } from '../../../tests/support/test-app';
import { seedMonitoringDemo } from './seed-monitoring-demo';

const t = setupTestApp();

describe('the monitoring demo data', () => {
  it("raises the demo claim's alerts on Demo Insurance's first monitoring run, against the simulator", async () => {
    await seedMonitoringDemo(t.services.db);
    const admin = await t.signIn('admin@demo.test');
    const settings = (await t.get('/api/v1/monitoring/settings', { cookie: admin })).json();
    expect(settings).toMatchObject({
      monthlyBudget: 500,
      watchDays: 90,
      interval: 'weekly',
      watchedDevices: 1,
    });

    const run = await t.post('/api/v1/monitoring/runs', undefined, { cookie: admin });
    expect(run.json()).toMatchObject({ queued: 1, remainingThisMonth: 499 });
    await workSearchJobs(t, await queuedSearchJobs(t));
    const raised = await t.services.db.select().from(alerts);
    expect(raised.map((alert) => [alert.kind, alert.beforeValue, alert.afterValue]).sort()).toEqual([
      ['block-removed', 'Blocked', 'Clear'],
      ['found-record', '0', '1'],
      ['lock-switched-off', 'lost', 'notactivated'],
    ]);
    expect(raised[0]).toMatchObject({ claimReference: 'CLM-DEMO-0385', imei: '353328110000385' });
  });
});
