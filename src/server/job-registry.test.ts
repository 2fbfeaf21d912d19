import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { QUEUES } from '@/server/db/job-queue-schema';
import { insertJobsFrom, transactionSql } from '@/server/jobs/job-queue';
import { bulkIntakeJob } from '@/server/modules/bulk-intakes';
import { deliveryRetryPolicy, webhookDeliveryJob } from '@/server/modules/webhooks';
import { setupTestApp } from '../../tests/support/test-app';
import { JOBS } from './job-registry';

const t = setupTestApp();

/** The queue's rows for these keys, every column, as pg-boss keeps them. */
async function jobRows(keys: string[]) {
  const { rows } = (await t.services.db.execute(
    sql`select row_to_json(j)::jsonb - 'created_on' - 'start_after' - 'keep_until' - 'id' as job,
          extract(epoch from j.keep_until - j.start_after)::int as kept_seconds
        from pgboss.job j where j.singleton_key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}) order by j.singleton_key`,
  )) as unknown as { rows: Array<{ job: Record<string, unknown>; kept_seconds: number }> };
  return rows;
}

describe('the job registry', () => {
  it('works every queue the database holds with exactly one job definition', () => {
    expect(JOBS.map((job) => job.queue).sort()).toEqual(Object.values(QUEUES).sort());
    for (const job of JOBS) expect(job.concurrency).toBeGreaterThanOrEqual(1);
  });
});

describe('sending a job', () => {
  it('refuses data of another shape than its kind, and queues nothing (nor does it compile)', async () => {
    const key = randomUUID();
    await expect(
      t.services.db.transaction((tx) =>
        // @ts-expect-error a batch's id is text
        t.services.jobs.send(bulkIntakeJob, { bulkIntakeId: 42, organisationId: key }, { tx }),
      ),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      t.services.db.transaction((tx) =>
        // @ts-expect-error a bulk intake job is one organisation's
        t.services.jobs.send(bulkIntakeJob, { bulkIntakeId: key }, { tx }),
      ),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await jobRows([key, '42'])).toEqual([]);
  });

  it('queues nothing when the transaction it was sent in rolls back', async () => {
    const key = randomUUID();
    await expect(
      t.services.db.transaction(async (tx) => {
        await t.services.jobs.send(webhookDeliveryJob, { deliveryId: key, organisationId: key }, { tx });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(await jobRows([key])).toEqual([]);
  });

  it("writes a job queued in a statement's bulk insert exactly as pg-boss's own send writes it", async () => {
    // Raising a webhook event and claiming monitoring slots queue their jobs with insertJobsFrom, in the statement
    // that writes their records; a pg-boss upgrade that changes the job's columns or defaults shows here.
    const [sent, inserted] = [`a-${randomUUID()}`, `b-${randomUUID()}`];
    const organisationId = randomUUID();
    const retry = deliveryRetryPolicy(t.services.env);
    await t.services.db.transaction(async (tx) => {
      await t.services.jobs.send(webhookDeliveryJob, { deliveryId: sent, organisationId }, { tx });
      const source = `select '${inserted}' as key,
        jsonb_build_object('deliveryId', '${inserted}', 'organisationId', '${organisationId}') as data`;
      await transactionSql(tx)(insertJobsFrom(source, webhookDeliveryJob.queue, retry));
    });
    const [bySend, byInsert] = await jobRows([sent, inserted]);
    expect(bySend).toBeDefined();
    expect(byInsert).toEqual({
      ...bySend,
      job: {
        ...bySend?.job,
        singleton_key: inserted,
        data: { deliveryId: inserted, organisationId },
      },
    });
    expect(bySend?.job).toMatchObject({
      name: QUEUES.webhookDelivery,
      state: 'created',
      retry_limit: retry.retryLimit,
      retry_backoff: true,
      policy: 'stately',
    });
  });
});
