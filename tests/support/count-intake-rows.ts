import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

export interface IntakeRowCounts {
  checks: number;
  auditEvents: number;
}

/** What a recorded check leaves behind: its claim_checks row and its audit event. */
export async function countIntakeRows(db: Database): Promise<IntakeRowCounts> {
  const result = (await db.execute(sql`
    select (select count(*) from claim_checks)::int as checks,
           (select count(*) from audit_events)::int as "auditEvents"`)) as unknown as {
    rows: IntakeRowCounts[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('the count query returned no row');
  return { checks: Number(row.checks), auditEvents: Number(row.auditEvents) };
}
