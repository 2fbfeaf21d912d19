import { and, desc, eq, isNull } from 'drizzle-orm';
import type { RetentionSettings } from '@/domain/contracts/data-retention';
import type { Transaction } from '@/server/db/client';
import { claimChecks } from '@/server/db/schema/checks';
import { legalHolds } from '@/server/db/schema/data-retention';
import { organizations } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';

const settingColumns = {
  undecidedChecksMonths: organizations.retentionUndecidedChecksMonths,
  decidedClaimsYears: organizations.retentionDecidedClaimsYears,
  rawAnswersDays: organizations.retentionRawAnswersDays,
  auditEventsYears: organizations.retentionAuditEventsYears,
};

export async function readRetentionSettings(tx: TenantTx, organisationId: string) {
  const [row] = await tx
    .select(settingColumns)
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return row;
}

/** The owner's statement: the tenant role may read its organisation's row but not change it. */
export async function updateRetentionSettings(
  tx: Transaction,
  organisationId: string,
  change: Partial<RetentionSettings>,
) {
  const [row] = await tx
    .update(organizations)
    .set({
      retentionUndecidedChecksMonths: change.undecidedChecksMonths,
      retentionDecidedClaimsYears: change.decidedClaimsYears,
      retentionRawAnswersDays: change.rawAnswersDays,
      retentionAuditEventsYears: change.auditEventsYears,
    })
    .where(eq(organizations.id, organisationId))
    .returning(settingColumns);
  return row;
}

const holdColumns = {
  id: legalHolds.id,
  kind: legalHolds.kind,
  checkId: legalHolds.checkId,
  imei: legalHolds.imei,
  claimReference: legalHolds.claimReference,
  reason: legalHolds.reason,
  createdAt: legalHolds.createdAt,
  createdBy: legalHolds.createdBy,
};

/** The holds in force, newest first. */
export function readActiveHolds(tx: TenantTx, organisationId: string) {
  return tx
    .select(holdColumns)
    .from(legalHolds)
    .where(and(eq(legalHolds.organizationId, organisationId), isNull(legalHolds.releasedAt)))
    .orderBy(desc(legalHolds.createdAt), desc(legalHolds.id));
}

export async function insertHold(tx: TenantTx, hold: typeof legalHolds.$inferInsert) {
  const [row] = await tx.insert(legalHolds).values(hold).returning(holdColumns);
  if (!row) throw new Error('The legal hold was not written');
  return row;
}

/** Releases a hold in force; undefined when the organisation has no such hold or it was released already. */
export async function releaseHold(
  tx: TenantTx,
  organisationId: string,
  id: string,
  releasedBy: string | null,
) {
  const [row] = await tx
    .update(legalHolds)
    .set({ releasedAt: new Date(), releasedBy })
    .where(
      and(
        eq(legalHolds.organizationId, organisationId),
        eq(legalHolds.id, id),
        isNull(legalHolds.releasedAt),
      ),
    )
    .returning(holdColumns);
  return row;
}

export async function readHoldState(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({ releasedAt: legalHolds.releasedAt })
    .from(legalHolds)
    .where(and(eq(legalHolds.organizationId, organisationId), eq(legalHolds.id, id)));
  return row;
}

export async function checkExists(tx: TenantTx, organisationId: string, checkId: string) {
  const [row] = await tx
    .select({ id: claimChecks.id })
    .from(claimChecks)
    .where(and(eq(claimChecks.organizationId, organisationId), eq(claimChecks.id, checkId)));
  return row !== undefined;
}
