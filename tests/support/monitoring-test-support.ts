import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DeviceReport } from '@/domain/device-report';
import { imeiMatchKey } from '@/domain/imei';
import { baselineOf } from '@/domain/monitoring-baseline';
import { watchedDevices } from '@/server/db/schema/monitoring';
import { organizations } from '@/server/db/schema/organisations';
import { runJob } from '@/server/jobs/define-job';
import type { MonitoringSearchJob } from '@/server/modules/monitoring/claim-slots';
import { monitoringSearchWorker } from '@/server/modules/monitoring/search-watched-device';
import type { DeviceHistoryProvider, DeviceHistoryResult } from '@/server/providers/device-history/types';
import { makeSettledClaim } from '../fixtures/make-claim-records';
import { makeDeviceReport } from '../fixtures/make-device-report';
import { makeImei } from '../fixtures/make-imei';
import { organisationIdOf } from './review-test-support';
import { setupTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A provider whose answer a test sets per IMEI (a clean report by default, or an error), counting its searches. */
function scriptedProvider() {
  const answers = new Map<string, Partial<DeviceReport> | Error>();
  const searches: string[] = [];
  const provider: DeviceHistoryProvider = {
    async search({ imei }) {
      searches.push(imei);
      const answer = answers.get(imei) ?? {};
      if (answer instanceof Error) throw answer;
      return { ...makeDeviceReport({ serial: imei, ...answer }), raw: {} } as DeviceHistoryResult;
    },
  };
  return { provider, answers, searches };
}

/**
 * The test file's app on a scripted provider (its other options as given), and `demo()`: the demo organisation
 * with a monitoring budget of 100 and the provider's answers and searches forgotten, its admin signed in.
 */
export function setupScriptedMonitoring(options: Omit<TestAppOptions, 'deviceHistory'> = {}) {
  const scripted = scriptedProvider();
  const t = setupTestApp({ ...options, deviceHistory: scripted.provider });
  async function demo() {
    scripted.answers.clear();
    scripted.searches.length = 0;
    const organisationId = await organisationIdOf(t, 'demo.test');
    await setMonitoring(t, organisationId, 100);
    return { organisationId, admin: await t.signIn('admin@demo.test') };
  }
  return { t, scripted, demo };
}

export async function setMonitoring(t: TestApp, organisationId: string, budget: number) {
  await t.services.db
    .update(organizations)
    .set({ monitoringMonthlyBudget: budget })
    .where(sql`${organizations.id} = ${organisationId}`);
}

/** A watch of a settled claim's device, due now (or at `nextDueAt`), with a baseline taken from `baseline`. */
export async function makeWatch(
  t: TestApp,
  organisationId: string,
  options: {
    baseline?: Partial<DeviceReport> | null;
    nextDueAt?: Date;
    role?: 'claimed' | 'replacement';
  } = {},
) {
  const imei = makeImei();
  const { id: settledClaimId } = await makeSettledClaim(t.services.db, { organisationId, imei });
  const [watch] = await t.services.db
    .insert(watchedDevices)
    .values({
      organizationId: organisationId,
      settledClaimId,
      role: options.role ?? 'claimed',
      imei,
      imeiKey: imeiMatchKey(imei),
      deviceMake: 'APPLE',
      deviceModel: 'IPHONE 7',
      claimReference: 'CLM-1',
      settledAt: new Date(Date.now() - 7 * 86_400_000),
      baseline: options.baseline === null ? null : baselineOf(makeDeviceReport(options.baseline)),
      watchUntil: new Date(Date.now() + 80 * 86_400_000),
      nextDueAt: options.nextDueAt ?? new Date(Date.now() - 60_000),
    })
    .returning();
  if (!watch) throw new Error('watch insert returned no row');
  return { ...watch, settledClaimId };
}

/** An admin's monitoring run started now (202): its id, the searches it queued and what remains of the month's budget. */
export async function startMonitoringRun(t: TestApp, cookie: string) {
  const response = await t.post('/api/v1/monitoring/runs', undefined, { cookie });
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as { id: string; queued: number; remainingThisMonth: number };
}

/**
 * The monitoring searches of this test waiting in the queue (the queue outlives the reset), one job per slot, as a
 * worker works them in turn from their batch (so a test can work some slots of a batch, as a worker that died would).
 */
export async function queuedSearchJobs(t: TestApp) {
  const { rows } = (await t.services.db.execute(
    sql`select j.id, jsonb_build_object('searchIds', jsonb_build_array(slot.id), 'organisationId', j.data->'organisationId')
          as data
        from pgboss.job j cross join jsonb_array_elements_text(j.data->'searchIds') slot(id)
        where j.name = 'monitoring-search' and j.state = 'created'
          and exists (select 1 from monitoring_searches s where s.id::text = slot.id)
        order by j.created_on, slot.id`,
  )) as unknown as { rows: { id: string; data: MonitoringSearchJob }[] };
  return rows;
}

/** Works each job as the monitoring worker does (the same job may be worked again: a retry after a restart). */
export async function workSearchJobs(t: TestApp, jobs: { id: string; data: MonitoringSearchJob }[]) {
  for (const job of jobs) {
    await runJob(monitoringSearchWorker, t.services, t.app.log, { ...job, retryCount: 0, retryLimit: 3 });
  }
}

/** Works every monitoring search waiting in the queue, as the monitoring worker does. */
export async function workQueuedSearchJobs(t: TestApp) {
  await workSearchJobs(t, await queuedSearchJobs(t));
}
