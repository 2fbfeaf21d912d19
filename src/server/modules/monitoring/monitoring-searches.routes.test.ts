import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeviceReport } from '@/domain/device-report';
import { ALERT_KINDS, type AlertKind } from '@/domain/monitoring';
import { settledClaims } from '@/server/db/schema/checks';
import { alerts, monitoringSearches, watchedDevices } from '@/server/db/schema/monitoring';
import { webhookDeliveries } from '@/server/db/schema/webhooks';
import { ProviderError } from '@/server/providers/provider-error';
import { UNREPORTED_FACTS } from '../../../../tests/fixtures/make-device-report';
import {
  makeWatch,
  queuedSearchJobs,
  setMonitoring,
  setupScriptedMonitoring,
  startMonitoringRun,
  workQueuedSearchJobs,
  workSearchJobs,
} from '../../../../tests/support/monitoring-test-support';
import { addEndpoint } from '../../../../tests/support/webhook-test-support';

const { t, scripted, demo } = setupScriptedMonitoring();

const found = { recordDate: null, organisation: 'Met', contactNumber: null };
const search = { searchDate: null, insurer: 'Trader', contactNumber: null };
const claim = {
  claimDate: '2026-11-01',
  insurer: 'Harbour Cover',
  claimType: 'Theft',
  claimReference: 'H1',
  contactNumber: null,
};

/** For each kind: the status at settlement and the re-check's answer that differs in that one fact. */
const CHANGES: Record<AlertKind, [Partial<DeviceReport>, Partial<DeviceReport>]> = {
  'block-removed': [{ isBlocked: true }, { isBlocked: false }],
  'block-added': [{ isBlocked: false }, { isBlocked: true }],
  'lock-switched-off': [{ lockStatus: 'lost' }, { lockStatus: 'notactivated' }],
  'found-record': [{ found: [] }, { found: [found] }],
  'claim-elsewhere': [{ claims: [] }, { claims: [claim] }],
  'new-searches': [{ earlierSearches: [] }, { earlierSearches: [search] }],
  // Green to red is what the organisation's own registration does (monitoring-precision.routes.test.ts): red to green
  // is news whatever it did.
  'certificate-changed': [{ certificate: { result: 'red', id: 'C9' } }, {}],
};

describe('monitoring searches', () => {
  it.each(ALERT_KINDS)(
    'raises exactly one %s alert and one webhook, and not again on the next search',
    async (kind) => {
      const { organisationId, admin } = await demo();
      const endpoint = await addEndpoint(t, 'http://127.0.0.1:9/hooks', ['device.status_changed']);
      const [before, after] = CHANGES[kind];
      const watch = await makeWatch(t, organisationId, { baseline: before });
      scripted.answers.set(watch.imei, after);
      expect((await startMonitoringRun(t, admin)).queued).toBe(1);
      await workQueuedSearchJobs(t);

      const raised = await t.services.db.select().from(alerts).where(eq(alerts.watchedDeviceId, watch.id));
      expect(raised).toEqual([
        expect.objectContaining({ kind, imei: watch.imei, watchedDevice: 'claimed', reviewedAt: null }),
      ]);
      const deliveries = await t.services.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(deliveries.map((delivery) => delivery.eventType)).toEqual(['device.status_changed']);
      expect(JSON.parse(deliveries[0]?.payload ?? '{}').data).toMatchObject({
        alertIds: [raised[0]?.id],
        kinds: [kind],
      });

      // Due again: the same lasting change raises nothing new.
      await t.services.db
        .update(watchedDevices)
        .set({ nextDueAt: new Date(Date.now() - 1000) })
        .where(eq(watchedDevices.id, watch.id));
      expect((await startMonitoringRun(t, admin)).queued).toBe(1);
      await workQueuedSearchJobs(t);
      expect(
        await t.services.db.select().from(alerts).where(eq(alerts.watchedDeviceId, watch.id)),
      ).toHaveLength(1);
    },
  );

  it('shows the searches a run has under way in the settings until they are answered', async () => {
    const { organisationId, admin } = await demo();
    await makeWatch(t, organisationId);
    await makeWatch(t, organisationId);
    const inProgress = async () =>
      (
        (await t.get('/api/v1/monitoring/settings', { cookie: admin })).json() as {
          searchesInProgress: number;
        }
      ).searchesInProgress;
    expect(await inProgress()).toBe(0);
    expect((await startMonitoringRun(t, admin)).queued).toBe(2);
    expect(await inProgress()).toBe(2);
    await workQueuedSearchJobs(t);
    expect(await inProgress()).toBe(0);
  });

  it('raises nothing for facts the provider did not report, either at settlement or now', async () => {
    const { organisationId, admin } = await demo();
    const unreportedAtSettlement = await makeWatch(t, organisationId, { baseline: UNREPORTED_FACTS });
    const unreportedNow = await makeWatch(t, organisationId, {
      baseline: { isBlocked: true, lockStatus: 'lost' },
    });
    scripted.answers.set(unreportedAtSettlement.imei, { isBlocked: true, found: [found], claims: [claim] });
    scripted.answers.set(unreportedNow.imei, UNREPORTED_FACTS);
    expect((await startMonitoringRun(t, admin)).queued).toBe(2);
    await workQueuedSearchJobs(t);
    expect(await t.services.db.select().from(alerts)).toEqual([]);
    expect(scripted.searches).toHaveLength(2);
  });

  it("sets a replacement's baseline with its first search and raises nothing then", async () => {
    const { organisationId, admin } = await demo();
    const watch = await makeWatch(t, organisationId, { baseline: null, role: 'replacement' });
    scripted.answers.set(watch.imei, { isBlocked: true });
    await startMonitoringRun(t, admin);
    await workQueuedSearchJobs(t);
    const [stored] = await t.services.db.select().from(watchedDevices).where(eq(watchedDevices.id, watch.id));
    expect(stored?.baseline).toMatchObject({ isBlocked: true });
    expect(await t.services.db.select().from(alerts)).toEqual([]);
  });

  it('defers the slot of a search the circuit breaker held back: still queued, still spent, nothing raised', async () => {
    const { organisationId, admin } = await demo();
    const watch = await makeWatch(t, organisationId, { baseline: { isBlocked: true } });
    scripted.answers.set(
      watch.imei,
      new ProviderError('device-history', 'paused', { detail: 'the circuit is open', attempts: 0 }),
    );
    await startMonitoringRun(t, admin);
    await workQueuedSearchJobs(t);
    expect(await t.services.db.select().from(alerts)).toEqual([]);
    const [slot] = await t.services.db.select().from(monitoringSearches);
    expect(slot?.state).toBe('queued');
    const settings = (await t.get('/api/v1/monitoring/settings', { cookie: admin })).json();
    expect(settings).toMatchObject({ spentThisMonth: 1, searchesInProgress: 1 });
  });

  it('gives a search the provider refused outright (no credits) back to the budget, raises nothing, and tries the watch again later', async () => {
    const { organisationId, admin } = await demo();
    const watch = await makeWatch(t, organisationId, { baseline: { isBlocked: true } });
    scripted.answers.set(
      watch.imei,
      new ProviderError('device-history', 'no-credits', { detail: 'no search credits left', attempts: 1 }),
    );
    await startMonitoringRun(t, admin);
    await workQueuedSearchJobs(t);
    expect(await t.services.db.select().from(alerts)).toEqual([]);
    const [slot] = await t.services.db.select().from(monitoringSearches);
    expect(slot?.state).toBe('failed');
    const [stored] = await t.services.db.select().from(watchedDevices).where(eq(watchedDevices.id, watch.id));
    expect(stored?.nextDueAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(stored?.lastSearchedAt).toBeNull();
    const settings = (await t.get('/api/v1/monitoring/settings', { cookie: admin })).json();
    expect(settings).toMatchObject({ spentThisMonth: 0, remainingThisMonth: 100 });

    // Later, the provider answers: the retry (a new slot) raises the alert.
    scripted.answers.set(watch.imei, { isBlocked: false });
    await t.services.db
      .update(watchedDevices)
      .set({ nextDueAt: new Date(Date.now() - 1000) })
      .where(eq(watchedDevices.id, watch.id));
    await startMonitoringRun(t, admin);
    await workQueuedSearchJobs(t);
    expect((await t.services.db.select().from(alerts)).map((alert) => alert.kind)).toEqual(['block-removed']);
  });

  it('searches nothing twice when a restart works the same jobs again', async () => {
    const { organisationId, admin } = await demo();
    const watches = await Promise.all(
      [1, 2, 3, 4].map(() => makeWatch(t, organisationId, { baseline: { isBlocked: true } })),
    );
    for (const watch of watches) scripted.answers.set(watch.imei, { isBlocked: false });
    await startMonitoringRun(t, admin);
    const jobs = await queuedSearchJobs(t);
    await workSearchJobs(t, jobs.slice(0, 2));
    // The restart: every job again (a worker died after its search), and a second run.
    expect((await startMonitoringRun(t, admin)).queued).toBe(0);
    await workSearchJobs(t, jobs);
    await workQueuedSearchJobs(t);
    expect(scripted.searches.sort()).toEqual(watches.map((watch) => watch.imei).sort());
    expect(await t.services.db.select().from(alerts)).toHaveLength(4);
  });

  it('claims again a slot whose job was lost: queued a day on, it fails, gives its search back, and is searched', async () => {
    const { organisationId, admin } = await demo();
    const watch = await makeWatch(t, organisationId, { baseline: { isBlocked: true } });
    scripted.answers.set(watch.imei, { isBlocked: false });
    expect((await startMonitoringRun(t, admin)).queued).toBe(1);
    // The job is lost (its retries used up by a database fault) and the slot stays queued.
    await t.services.db.execute(sql`delete from pgboss.job where name = 'monitoring-search'`);
    expect((await startMonitoringRun(t, admin)).queued).toBe(0);
    await t.services.db
      .update(monitoringSearches)
      .set({ queuedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(monitoringSearches.watchedDeviceId, watch.id));

    expect((await startMonitoringRun(t, admin)).queued).toBe(1);
    await workQueuedSearchJobs(t);
    expect(scripted.searches).toEqual([watch.imei]);
    const slots = await t.services.db
      .select({ state: monitoringSearches.state })
      .from(monitoringSearches)
      .where(eq(monitoringSearches.watchedDeviceId, watch.id));
    expect(slots.map((slot) => slot.state).sort()).toEqual(['done', 'failed']);
    const settings = (await t.get('/api/v1/monitoring/settings', { cookie: admin })).json();
    expect(settings.spentThisMonth).toBe(1);
    expect(await t.services.db.select().from(alerts)).toHaveLength(1);
  });

  it('queues the slots of a run in jobs of 25 and searches every one of them', async () => {
    const { organisationId, admin } = await demo();
    const watches = await Promise.all(Array.from({ length: 30 }, () => makeWatch(t, organisationId)));
    expect((await startMonitoringRun(t, admin)).queued).toBe(30);
    const { rows } = (await t.services.db.execute(
      sql`select jsonb_array_length(data->'searchIds') as slots from pgboss.job
          where name = 'monitoring-search' and state = 'created'
            and exists (select 1 from monitoring_searches s where s.id::text = data->'searchIds'->>0)
          order by 1 desc`,
    )) as unknown as { rows: { slots: number }[] };
    // (Jobs of earlier tests outlive the reset; their slots do not.)
    expect(rows.map((row) => Number(row.slots))).toEqual([25, 5]);
    await workQueuedSearchJobs(t);
    expect(scripted.searches.sort()).toEqual(watches.map((watch) => watch.imei).sort());
  });

  it('never exceeds the budget under concurrent runs, and the spend shows in the settings', async () => {
    const { organisationId, admin } = await demo();
    await setMonitoring(t, organisationId, 5);
    await Promise.all(Array.from({ length: 12 }, () => makeWatch(t, organisationId)));
    const runs = await Promise.all(Array.from({ length: 6 }, () => startMonitoringRun(t, admin)));
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(5);
    expect(await t.services.db.select().from(monitoringSearches)).toHaveLength(5);
    expect(await queuedSearchJobs(t)).toHaveLength(5);
    const settings = (await t.get('/api/v1/monitoring/settings', { cookie: admin })).json();
    expect(settings).toMatchObject({ spentThisMonth: 5, remainingThisMonth: 0, watchedDevices: 12 });
  });

  it('stops watching a device whose claim is deleted; a job already queued for it searches nothing', async () => {
    const { organisationId, admin } = await demo();
    const watch = await makeWatch(t, organisationId);
    await startMonitoringRun(t, admin);
    await t.services.db.delete(settledClaims).where(eq(settledClaims.id, watch.settledClaimId));
    await workQueuedSearchJobs(t);
    expect(scripted.searches).toEqual([]);
    expect(await t.services.db.select().from(watchedDevices)).toEqual([]);
    expect(await t.services.db.execute(sql`select 1 from monitoring_searches`)).toMatchObject({ rows: [] });
  });
});
