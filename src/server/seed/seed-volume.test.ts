import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '@/domain/imei';
import { claimChecks, claimRecheckHistory, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { claims, replacementDevices } from '@/server/db/schema/claims';
import { countRows } from '../../../tests/support/count-rows';
import { organisationIdOf } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';
import { seedVolume } from './seed-volume';

const t = setupTestApp();

describe('seedVolume', () => {
  it('tops an organisation up to N realistic checks with proportional related records, in batches', async () => {
    const organisationId = await organisationIdOf(t, 'other.test');
    const progress: number[] = [];
    const { added } = await seedVolume(t.services.db, {
      organisationDomain: 'other.test',
      checks: 400,
      batchSize: 150,
      onProgress: (done) => progress.push(done),
    });
    expect(added).toBe(400);
    expect(progress).toEqual([150, 300, 400]);
    expect(
      await countRows(t, {
        checks: claimChecks,
        settled: settledClaims,
        claims,
        devices: replacementDevices,
        denied: deniedClaims,
        rechecks: claimRecheckHistory,
      }),
    ).toEqual({ checks: 400, settled: 40, claims: 40, devices: 20, denied: 20, rechecks: 40 });

    // Labels spread over every option, so the dashboard's breakdowns look like a real organisation's.
    const reasons = await t.services.db
      .selectDistinct({ reason: deniedClaims.denialReason })
      .from(deniedClaims);
    expect(reasons).toHaveLength(4);
    const notes = await t.services.db.selectDistinct({ notes: settledClaims.notes }).from(settledClaims);
    expect(notes).toHaveLength(4);

    const rows = await t.services.db
      .select({ imei: claimChecks.imei, key: claimChecks.imeiKey })
      .from(claimChecks)
      .where(eq(claimChecks.organizationId, organisationId));
    expect(rows.every((row) => isLuhnValid(row.imei) && row.key === row.imei.slice(0, 14))).toBe(true);

    // Seeded checks read like recorded ones, in the list and in the review dialog.
    const cookie = await t.signIn('member@other.test');
    const page = (await t.get('/api/v1/checks?pageSize=25', { cookie })).json();
    expect(page.total).toBe(400);
    const detail = await t.get(`/api/v1/checks/${page.items[0].id}`, { cookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().report.serial).toBe(page.items[0].imei);

    // A second run adds only what is missing.
    expect((await seedVolume(t.services.db, { organisationDomain: 'other.test', checks: 450 })).added).toBe(
      50,
    );
    expect(await t.services.db.$count(claimChecks)).toBe(450);
  });
});
