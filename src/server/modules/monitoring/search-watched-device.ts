import type { FastifyBaseLogger } from 'fastify';
import { baselineOf } from '@/domain/monitoring-baseline';
import { listMonitoringChanges } from '@/domain/monitoring-changes';
import { recordEvent } from '@/server/audit/record-event';
import { defineJob, type JobContext, type JobTenant } from '@/server/jobs/define-job';
import { chargedSearch, countOwnSearches } from '@/server/modules/device-searches';
import { mayHaveBeenCharged } from '@/server/providers/may-have-been-charged';
import { providerPause } from '@/server/providers/provider-pause';
import type { Services } from '@/server/services';
import { type MonitoringSearchJob, monitoringSearchJob, queueMonitoringSearch } from './claim-slots';
import { nextDue } from './month';
import { endSlot, insertAlerts, readQueuedSlot, readRaisedChanges, updateWatch } from './search-queries';

type Deps = Pick<
  Services,
  'db' | 'deviceHistory' | 'jobs' | 'env' | 'deviceHistoryRegistryName' | 'mailer' | 'backgroundTasks'
> & {
  logger: FastifyBaseLogger;
};

/** How long a watch whose search failed waits before a tick may claim it again (a new slot, within budget). */
const RETRY_AFTER_FAILURE_MS = 60 * 60_000;
/** A watch whose searches keep failing waits twice as long each time, never longer than a day. */
const LONGEST_RETRY_MS = 24 * 60 * 60_000;
/** Registry states in which our settlement may have reached the registry (and so turned the device red). */
const NOT_SENT: ReadonlySet<string> = new Set(['pending', 'failed', 'off']);

/**
 * Works a job's slots one after another; each: searches the watched device through the search ledger (the provider's
 * limits and circuit breaker), then in one transaction ends the slot, moves the watch on and raises one alert per
 * change kind not raised before, with a `device.status_changed` webhook. A replacement's first search sets its
 * baseline and raises nothing. A failed search raises nothing either: the watch is due again after an hour, doubling
 * with each failure in a row up to a day; the slot stays spent if the search may have been charged (a timeout, a
 * 5xx, an unreadable answer), else it is given back to the budget.
 * A provider that is busy (429) or unavailable defers the job's remaining slots (still queued, not failed) to a job
 * that starts when it asked us to come back.
 */
export async function searchWatchedDevice(
  job: MonitoringSearchJob,
  context: JobContext<MonitoringSearchJob>,
) {
  const { searchIds, organisationId } = job;
  const { tenant } = context;
  const deps: Deps = { ...context.services, logger: context.logger };
  for (const [index, searchId] of searchIds.entries()) {
    const until = await searchSlot(deps, tenant, searchId);
    if (!until) continue;
    const deferred = { organisationId, searchIds: searchIds.slice(index) };
    await tenant.run((tx) => queueMonitoringSearch(deps.jobs, tx, deferred, until));
    deps.logger.warn(
      { organisationId, slots: deferred.searchIds.length, until },
      'monitoring searches deferred: the device-history service asked us to wait',
    );
    return;
  }
}

/** Searches one slot; returns when to try again if the provider asked us to wait (the slot stays queued). */
async function searchSlot(deps: Deps, tenant: JobTenant, searchId: string): Promise<Date | null> {
  const { organisationId, run } = tenant;
  const slot = await run((tx) => readQueuedSlot(tx, organisationId, searchId));
  if (!slot) return null;
  const { watch } = slot;
  const startedAt = new Date();
  let report: Awaited<ReturnType<typeof chargedSearch>>;
  try {
    report = await chargedSearch(
      deps,
      { organisationId, path: 'monitoring', userId: null, apiKeyId: null, idempotencyKey: null },
      { imei: watch.imei, claimReference: watch.claimReference },
    );
  } catch (error) {
    const pause = providerPause(error);
    if (pause) return pause.until;
    const charged = mayHaveBeenCharged(error);
    deps.logger.warn(
      { err: error, searchId, charged, failedSearches: watch.failedSearches + 1 },
      'monitoring search failed; the watch is tried again later',
    );
    const at = new Date();
    const wait = Math.min(RETRY_AFTER_FAILURE_MS * 2 ** watch.failedSearches, LONGEST_RETRY_MS);
    await run(async (tx) => {
      if (await endSlot(tx, searchId, charged ? 'unanswered' : 'failed', at))
        await updateWatch(tx, watch.id, {
          nextDueAt: new Date(at.getTime() + wait),
          failedSearches: watch.failedSearches + 1,
        });
    });
    return null;
  }
  const at = new Date();
  const current = baselineOf(report);
  await run(async (tx) => {
    if (!(await endSlot(tx, searchId, 'done', at))) return;
    const moved = { nextDueAt: nextDue(at, slot.interval), lastSearchedAt: at, failedSearches: 0 };
    if (!watch.baseline)
      return updateWatch(tx, watch.id, { ...moved, baseline: current, baselineAt: startedAt });
    await updateWatch(tx, watch.id, moved);
    const raised = await readRaisedChanges(tx, watch.id);
    const ownSearches = await countOwnSearches(tx, {
      organisationId,
      imeiKey: watch.imeiKey,
      after: watch.baselineAt ?? watch.settledAt,
      before: startedAt,
    });
    const changes = listMonitoringChanges(watch.baseline, current, {
      organisationName: slot.organisationName,
      claimReference: watch.claimReference,
      registryName: deps.deviceHistoryRegistryName,
      isRegistered:
        watch.role === 'claimed' && slot.registryStatus !== null && !NOT_SENT.has(slot.registryStatus),
      ownSearches,
    }).filter((change) => !raised.some((old) => old.kind === change.kind && old.after === change.after));
    if (changes.length === 0) return;
    const inserted = await insertAlerts(tx, watch, changes, at);
    await recordEvent(
      tx,
      { organisationId, userId: null, webhooks: deps },
      {
        name: 'device.status_changed',
        subjectId: watch.settledClaimId,
        data: {
          alertIds: inserted.map((alert) => alert.id),
          kinds: inserted.map((alert) => alert.kind),
          imei: watch.imei,
          watchedDevice: watch.role,
          settledClaimId: watch.settledClaimId,
          claimReference: watch.claimReference,
        },
      },
    );
  });
  return null;
}

/** A few searches side by side per process; the provider client keeps to its own limits and its circuit breaker. */
export const monitoringSearchWorker = defineJob(monitoringSearchJob, {
  concurrency: 4,
  handler: searchWatchedDevice,
});
