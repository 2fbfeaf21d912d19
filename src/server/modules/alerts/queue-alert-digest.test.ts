import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/support/test-app';
import { queueAlertDigest } from './queue-alert-digest';

const t = setupTestApp();

async function waitingDigests() {
  const result = (await t.services.db.execute(
    sql`select data->>'day' as day from pgboss.job where name = 'alert-digest' and state = 'created'`,
  )) as unknown as { rows: Array<{ day: string }> };
  return result.rows.map((row) => row.day);
}

describe('queueing the daily alert digest', () => {
  it("queues yesterday's digest once, however many processes ask in the hour", async () => {
    await queueAlertDigest(t.services, '2026-03-01');
    await queueAlertDigest(t.services, '2026-03-01');
    expect(await waitingDigests()).toEqual(['2026-02-28']);
  });
});
