import { z } from 'zod';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import type { TenantTx } from '@/server/db/tenant';
import { jobKind } from '@/server/jobs/job-kind';
import {
  insertJobsFrom,
  type JobQueue,
  QUEUES,
  type RetryPolicy,
  transactionSql,
} from '@/server/jobs/job-queue';
import { monthOf } from '@/server/modules/device-searches';
import { TICK_MS, tickShare } from './month';

/**
 * Slots one search job works, one after another: at 100,000 slots a job row per slot cost as much as the slots'
 * own ledger rows (bench:monitoring), and a batch keeps the same four searches side by side per process.
 */
export const SLOTS_PER_JOB = 25;

/**
 * A job's searches are provider calls: tried again soon if the worker died (slots already ended are skipped), and given
 * time for every slot to wait out the provider's timeout.
 */
const SEARCH_RETRY: RetryPolicy = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: SLOTS_PER_JOB * 20,
};

/** The data of a `monitoring-search` job. */
export const MonitoringSearchJobSchema = z.object({
  searchIds: z.array(z.string()),
  organisationId: z.string(),
});
export type MonitoringSearchJob = z.infer<typeof MonitoringSearchJobSchema>;

/**
 * A few slots' searches, one after another. Keyed on its first slot: claimSlots queues these in the statement that
 * claims the slots (pinned to pg-boss's own insert by the job queue's contract test).
 */
export const monitoringSearchJob = jobKind({
  queue: QUEUES.monitoringSearch,
  data: MonitoringSearchJobSchema,
  retry: SEARCH_RETRY,
  key: (job) => [...job.searchIds].sort()[0] ?? job.organisationId,
});

/**
 * Queues a search job for slots already claimed (still queued), to start after `startAfter`: slots deferred because
 * the provider asked us to wait. Keyed on its first slot, like the jobs claimSlots queues.
 */
export function queueMonitoringSearch(
  jobs: JobQueue,
  tx: TenantTx,
  job: MonitoringSearchJob,
  startAfter: Date,
) {
  return jobs.send(monitoringSearchJob, job, { tx, startAfter });
}

export interface SlotClaim {
  organisationId: string;
  runId: string;
  now: Date;
  /** A tick spreads the month's budget (see tickShare); "Run monitoring now" may spend what remains. */
  spread: boolean;
}

/**
 * Claims the slots of the organisation's watches due now (and, for a run started by hand, those never searched),
 * earliest first, within the budget, and queues their search jobs (SLOTS_PER_JOB slots each), in the caller's transaction. The
 * organisation's monitoring lock makes claims one after the other across workers and processes, so the spend read
 * is the spend: the budget is never exceeded. A slot is the watch's due time; its ledger row is unique, and a watch
 * with a slot still queued gets no other, so nothing is searched twice for one slot.
 */
export async function claimSlots(
  tx: TenantTx,
  claim: SlotClaim,
): Promise<{ queued: number; remaining: number }> {
  await lockOrganisationRecords(tx, 'monitoring-budget', claim.organisationId);
  const execute = transactionSql(tx);
  // A slot still queued a day on lost its job (its retries used up by a database fault): it fails, giving its search
  // back, and its watch is due now, a new slot claimed below like any other. Its job, if it ever ran, finds it ended.
  await execute(
    `with stuck as (
      update monitoring_searches set state = 'failed', searched_at = $2
      where organization_id = $1 and state = 'queued' and queued_at < $2::timestamptz - interval '1 day'
      returning watched_device_id
    )
    update watched_devices w set next_due_at = $2 from stuck where w.id = stuck.watched_device_id`,
    [claim.organisationId, claim.now.toISOString()],
  );
  const tickStart = new Date(Math.floor(claim.now.getTime() / TICK_MS) * TICK_MS);
  const { rows } = await execute(
    `select o.monitoring_monthly_budget as budget,
       count(s.id) filter (where s.state <> 'failed')::int as spent,
       count(s.id) filter (where s.state <> 'failed' and s.queued_at >= $3)::int as this_tick
     from organizations o left join monitoring_searches s on s.organization_id = o.id and s.month = $2
     where o.id = $1 group by o.id`,
    [claim.organisationId, monthOf(claim.now), tickStart.toISOString()],
  );
  const tally = rows[0] as { budget: number; spent: number; this_tick: number } | undefined;
  if (!tally) return { queued: 0, remaining: 0 };
  const remaining = Math.max(0, tally.budget - tally.spent);
  // Every tick of this period, in any process, shares one allowance: what it was before the period's first claim.
  const limit = claim.spread
    ? Math.min(remaining, tickShare(remaining + tally.this_tick, tickStart) - tally.this_tick)
    : remaining;
  if (limit <= 0) return { queued: 0, remaining };
  const jobs = `select min(id::text) as key,
      jsonb_build_object('searchIds', jsonb_agg(id order by id), 'organisationId', organization_id) as data
    from (select id, organization_id, (row_number() over (order by id) - 1) / ${SLOTS_PER_JOB} as batch from claimed) slots
    group by organization_id, batch`;
  const queued = await execute(
    `with claimed as (
      insert into monitoring_searches (organization_id, watched_device_id, slot_at, month, run_id, queued_at)
      select w.organization_id, w.id, w.next_due_at, $3, $4, $5 from watched_devices w
      where w.organization_id = $1 and w.watch_until > $5
        and (w.next_due_at <= $5 or ($6 and w.last_searched_at is null))
        -- A hashed list of the queued slots' watches, whatever the planner guesses of the row counts (under row-level
        -- security it guesses a few hundred, and an anti-join it then plans compares every due watch with every slot).
        and w.id not in (select s.watched_device_id from monitoring_searches s where s.state = 'queued')
      order by w.next_due_at limit $2
      on conflict do nothing
      returning id, organization_id
    ), jobs as (${insertJobsFrom(jobs, monitoringSearchJob.queue, SEARCH_RETRY)})
    select count(*)::int as queued from claimed`,
    [claim.organisationId, limit, monthOf(claim.now), claim.runId, claim.now.toISOString(), !claim.spread],
  );
  const count = Number((queued.rows[0] as { queued: number } | undefined)?.queued ?? 0);
  return { queued: count, remaining: remaining - count };
}
