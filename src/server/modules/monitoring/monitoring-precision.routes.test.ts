import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RegistryStatus } from '@/domain/registry-status';
import { settledClaims } from '@/server/db/schema/checks';
import { alerts, monitoringSearches, watchedDevices } from '@/server/db/schema/monitoring';
import { ProviderError } from '@/server/providers/provider-error';
import {
  makeWatch,
  setupScriptedMonitoring,
  startMonitoringRun,
  workQueuedSearchJobs,
} from '../../../../tests/support/monitoring-test-support';

const REGISTRY_NAME = 'ClaimGuard (store 3)';
const { t, scripted, demo } = setupScriptedMonitoring({
  env: { DEVICE_HISTORY_REGISTRY_NAME: REGISTRY_NAME },
});

const red = { certificate: { result: 'red' as const, id: 'C9' } };
const search = { searchDate: null, insurer: 'Trader', contactNumber: null };
const claim = (insurer: string, claimReference: string) => ({
  claimDate: '2026-11-01 00:00:00',
  insurer,
  claimType: 'settled',
  claimReference,
  contactNumber: null,
});

async function runAndWork(admin: string) {
  await startMonitoringRun(t, admin);
  await workQueuedSearchJobs(t);
}

async function setRegistry(settledClaimId: string, registryStatus: RegistryStatus) {
  await t.services.db
    .update(settledClaims)
    .set({ registryStatus })
    .where(eq(settledClaims.id, settledClaimId));
}

async function alertKinds(watchId: string) {
  const raised = await t.services.db.select().from(alerts).where(eq(alerts.watchedDeviceId, watchId));
  return raised.map((alert) => alert.kind).sort();
}

async function watchOf(id: string) {
  const [watch] = await t.services.db.select().from(watchedDevices).where(eq(watchedDevices.id, id));
  if (!watch) throw new Error('no watch');
  return watch;
}

async function dueNow(id: string) {
  await t.services.db
    .update(watchedDevices)
    .set({ nextDueAt: new Date(Date.now() - 1000) })
    .where(eq(watchedDevices.id, id));
}

describe('monitoring knows what the organisation did itself', () => {
  it('raises nothing after its own settlement turns the device red, while another insurer’s new claim still alerts', async () => {
    const { organisationId, admin } = await demo();
    const longReference = `CLM-${'7'.repeat(60)}`;
    // Registered: red, and our claim as the registry keeps it (reference cut to 50, the account's name).
    const own = await makeWatch(t, organisationId, { baseline: { claims: [] } });
    await t.services.db
      .update(watchedDevices)
      .set({ claimReference: longReference })
      .where(eq(watchedDevices.id, own.id));
    scripted.answers.set(own.imei, { ...red, claims: [claim(REGISTRY_NAME, longReference.slice(0, 50))] });
    // Registered too, and meanwhile another insurer paid a claim on the device.
    const elsewhere = await makeWatch(t, organisationId, { baseline: { claims: [] } });
    scripted.answers.set(elsewhere.imei, {
      ...red,
      claims: [claim(REGISTRY_NAME, 'CLM-1'), claim('Harbour Gadget Cover', 'HA-55120')],
    });
    // Never sent to the registry: red is news.
    const unsent = await makeWatch(t, organisationId, { baseline: { claims: [] } });
    await setRegistry(unsent.settledClaimId, 'pending');
    scripted.answers.set(unsent.imei, { ...red, claims: [] });

    await runAndWork(admin);
    expect(await alertKinds(own.id)).toEqual([]);
    expect(await alertKinds(elsewhere.id)).toEqual(['claim-elsewhere']);
    expect(await alertKinds(unsent.id)).toEqual(['certificate-changed']);
  });

  it('expects red when its own claim shows in the answer even before the registry status says so', async () => {
    const { organisationId, admin } = await demo();
    const watch = await makeWatch(t, organisationId, { baseline: { claims: [] } });
    await setRegistry(watch.settledClaimId, 'failed');
    scripted.answers.set(watch.imei, { ...red, claims: [claim(REGISTRY_NAME, 'CLM-1')] });
    await runAndWork(admin);
    expect(await alertKinds(watch.id)).toEqual([]);
  });

  it('takes its own searches (from the ledger) off the new searches: only other users’ searches alert', async () => {
    const { organisationId, admin } = await demo();
    const quiet = await makeWatch(t, organisationId, { baseline: { earlierSearches: [search] } });
    const busy = await makeWatch(t, organisationId, { baseline: { earlierSearches: [search] } });
    // Since settlement: two searches of our own for the first device, one for the second (a re-check, say).
    const ownSearch = (imei: string) =>
      sql`insert into device_searches (organization_id, path, imei, imei_key, state, charged, sent_at, ended_at)
          values (${organisationId}, 'recheck', ${imei}, ${imei.slice(0, 14)}, 'answered', true, now() - interval '1 day', now() - interval '1 day')`;
    await t.services.db.execute(ownSearch(quiet.imei));
    await t.services.db.execute(ownSearch(quiet.imei));
    await t.services.db.execute(ownSearch(busy.imei));
    const threeMore = { earlierSearches: [search, search, search] };
    scripted.answers.set(quiet.imei, threeMore);
    scripted.answers.set(busy.imei, threeMore);

    await runAndWork(admin);
    expect(await alertKinds(quiet.id)).toEqual([]);
    const [raised] = await t.services.db.select().from(alerts).where(eq(alerts.watchedDeviceId, busy.id));
    expect(raised).toMatchObject({ kind: 'new-searches', beforeValue: '1', afterValue: '2' });
  });
});

describe('monitoring searches that fail', () => {
  const timeout = () =>
    new ProviderError('device-history', 'timeout', { detail: 'no answer within 3000 ms', attempts: 1 });

  it('counts a search that may have been charged against the budget, and backs a failing watch off up to a day', async () => {
    const { organisationId, admin } = await demo();
    const watch = await makeWatch(t, organisationId, { baseline: { isBlocked: true } });
    scripted.answers.set(watch.imei, timeout());

    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = Date.now();
      await runAndWork(admin);
      waits.push((await watchOf(watch.id)).nextDueAt.getTime() - before);
      await dueNow(watch.id);
    }
    const hour = 3_600_000;
    expect(waits.map((wait) => Math.round(wait / hour))).toEqual([1, 2, 4]);
    expect((await watchOf(watch.id)).failedSearches).toBe(3);
    const slots = await t.services.db.select().from(monitoringSearches);
    expect(slots.map((slot) => slot.state)).toEqual(['unanswered', 'unanswered', 'unanswered']);
    const settings = (await t.get('/api/v1/monitoring/settings', { cookie: admin })).json();
    expect(settings).toMatchObject({ spentThisMonth: 3, remainingThisMonth: 97 });
    expect(await alertKinds(watch.id)).toEqual([]);

    // A watch failing for long waits a day at most; an answer starts it over.
    await t.services.db
      .update(watchedDevices)
      .set({ failedSearches: 10 })
      .where(eq(watchedDevices.id, watch.id));
    const before = Date.now();
    await runAndWork(admin);
    expect(Math.round(((await watchOf(watch.id)).nextDueAt.getTime() - before) / hour)).toBe(24);
    await dueNow(watch.id);
    scripted.answers.set(watch.imei, { isBlocked: false });
    await runAndWork(admin);
    expect((await watchOf(watch.id)).failedSearches).toBe(0);
    expect(await alertKinds(watch.id)).toEqual(['block-removed']);
  });
});
