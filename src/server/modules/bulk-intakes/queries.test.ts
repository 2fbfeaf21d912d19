import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/auth';
import { bulkIntakeRows, bulkIntakes } from '@/server/db/schema/bulk-intakes';
import type { TenantTx } from '@/server/db/tenant';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import {
  countOpenRows,
  deferRow,
  finishRow,
  insertBulkIntake,
  markBatchFinished,
  markBatchPaused,
  markBatchRunning,
  reopenFailedRows,
  settleCutOffRows,
  stopBatch,
  takeNextRow,
} from './queries';

const t = setupTestApp();

describe('bulk intake queries name the organisation, not only row security', () => {
  it("run on the owner's connection (which row security does not bind) for another organisation, change nothing", async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const other = await organisationIdOf(t, 'other.test');
    const [creator] = await t.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@demo.test'));
    // The owner's connection stands for a tenant transaction whose row security were missing.
    const owner = t.services.db as unknown as TenantTx;
    const line = { ok: true as const, claimType: 'Theft', reference: null, fnol: false, lossDate: null };
    const id = await insertBulkIntake(owner, {
      organisationId: demo,
      createdBy: creator?.id as string,
      apiKeyId: null,
      status: 'queued',
      lines: [
        { ...line, line: 2, imei: makeImei() },
        { ...line, line: 3, imei: makeImei() },
      ],
      rejected: [],
    });
    const [searching] = await t.services.db
      .update(bulkIntakeRows)
      .set({ state: 'searching' })
      .where(eq(bulkIntakeRows.line, 2))
      .returning({ id: bulkIntakeRows.id });
    const [failed] = await t.services.db
      .update(bulkIntakeRows)
      .set({ state: 'failed' })
      .where(eq(bulkIntakeRows.line, 3))
      .returning({ id: bulkIntakeRows.id });
    const snapshot = async () => ({
      batch: await t.services.db.select().from(bulkIntakes).where(eq(bulkIntakes.id, id)),
      rows: await t.services.db
        .select()
        .from(bulkIntakeRows)
        .where(eq(bulkIntakeRows.bulkIntakeId, id))
        .orderBy(bulkIntakeRows.line),
    });
    const before = await snapshot();

    const foreign = { organisationId: other, id };
    await markBatchRunning(owner, foreign);
    await settleCutOffRows(owner, { ...foreign, createdAt: new Date(0) }, 'outcome unknown');
    await markBatchPaused(owner, foreign, { until: new Date(), reason: 'busy' });
    await deferRow(owner, { organisationId: other, id: searching?.id as string });
    await finishRow(
      owner,
      { organisationId: other, batchId: id, rowId: searching?.id as string },
      { state: 'done' },
    );
    expect(await takeNextRow(owner, foreign)).toBeUndefined();
    expect(await countOpenRows(owner, foreign)).toBe(0);
    expect(await reopenFailedRows(owner, foreign)).toBe(0);
    expect(
      await stopBatch(owner, { ...foreign, reason: 'creator-removed', message: 'stopped' }),
    ).toBeUndefined();
    expect(await markBatchFinished(owner, foreign)).toBeUndefined();

    expect(await snapshot()).toEqual(before);
    expect(failed?.id).toBeDefined();
    // The same queries for the batch's own organisation do change it.
    expect(await countOpenRows(owner, { organisationId: demo, id })).toBe(1);
  });
});
