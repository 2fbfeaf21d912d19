import { type AnyColumn, count, eq, type SQL, sql } from 'drizzle-orm';
import { type PgTable, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { deniedClaims, preclaimChecks, settledClaims } from '../../db/schema/checks';

export type DashboardCard = 'review' | 'settled' | 'denied';

/** One card's groups: blank labels count with the missing ones. */
function groupsOf(
  db: Database,
  card: DashboardCard,
  {
    table,
    organisationColumn,
    labelColumn,
  }: { table: PgTable; organisationColumn: AnyColumn; labelColumn: AnyColumn },
  organisationId: string,
) {
  const label: SQL<string | null> = sql<string | null>`nullif(trim(${labelColumn}), '')`;
  return db
    .select({ card: sql<DashboardCard>`${card}::text`.as('card'), label: label.as('label'), count: count() })
    .from(table)
    .where(eq(organisationColumn, organisationId))
    .groupBy(label);
}

/**
 * The dashboard's figures as one SQL statement of three GROUP BYs (spec section 2 "Dashboard home"): checks in
 * review by claim type, settled claims by notes, denied claims by denial reason. No record is fetched.
 */
export function countDashboardGroups(db: Database, organisationId: string) {
  return unionAll(
    groupsOf(
      db,
      'review',
      {
        table: preclaimChecks,
        organisationColumn: preclaimChecks.organizationId,
        labelColumn: preclaimChecks.claimType,
      },
      organisationId,
    ),
    groupsOf(
      db,
      'settled',
      {
        table: settledClaims,
        organisationColumn: settledClaims.organizationId,
        labelColumn: settledClaims.notes,
      },
      organisationId,
    ),
    groupsOf(
      db,
      'denied',
      {
        table: deniedClaims,
        organisationColumn: deniedClaims.organizationId,
        labelColumn: deniedClaims.denialReason,
      },
      organisationId,
    ),
  );
}
