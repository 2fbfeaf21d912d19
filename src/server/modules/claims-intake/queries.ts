import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type AuditEvent, auditEventRow } from '@/server/audit/record-audit-event';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { organizationClaimTypes, organizations } from '@/server/db/schema/organisations';
import { auditEvents } from '@/server/db/schema/platform';
import type { TenantTx } from '@/server/db/tenant';

export interface IntakeContext {
  claimTypes: Array<{ claimType: string; isTotalLoss: boolean }>;
  checkedAt: Date | null;
  isSettled: boolean;
  isDenied: boolean;
}

/**
 * Everything the intake rules ask of the database, in one statement: the organisation's claim types and, when the
 * IMEI is well formed, the device's earlier records in the order the rules ask about them (each sub-select uses the
 * organisation + IMEI-key index).
 */
export async function loadIntakeContext(
  tx: TenantTx,
  organisationId: string,
  imeiKey: string | null,
): Promise<IntakeContext> {
  const key = imeiKey ?? '';
  const [row] = await tx
    .select({
      claimTypes: sql<IntakeContext['claimTypes'] | null>`(select json_agg(json_build_object(
          'claimType', ${organizationClaimTypes.claimType}, 'isTotalLoss', ${organizationClaimTypes.isTotalLoss}))
        from ${organizationClaimTypes} where ${organizationClaimTypes.organizationId} = ${organisationId})`,
      checkedAt:
        sql`(select max(${claimChecks.createdAt}) from ${claimChecks} where ${claimChecks.organizationId} = ${organisationId} and ${claimChecks.imeiKey} = ${key})`.mapWith(
          claimChecks.createdAt,
        ),
      isSettled: sql<boolean>`exists (select 1 from ${settledClaims} where ${settledClaims.organizationId} = ${organisationId} and ${settledClaims.imeiKey} = ${key})`,
      isDenied: sql<boolean>`exists (select 1 from ${deniedClaims} where ${deniedClaims.organizationId} = ${organisationId} and ${deniedClaims.imeiKey} = ${key})`,
    })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return {
    claimTypes: row?.claimTypes ?? [],
    checkedAt: (row?.checkedAt as Date | null | undefined) ?? null,
    isSettled: row?.isSettled === true,
    isDenied: row?.isDenied === true,
  };
}

export type NewCheck = typeof claimChecks.$inferInsert;

/**
 * Stores the check and its audit event in one statement (a data-modifying WITH runs once, and one statement is
 * atomic), so a recorded check costs one statement in its tenant transaction instead of two. Returns the new id and
 * time.
 */
export async function insertCheckWithAudit(
  tx: TenantTx,
  check: NewCheck,
  audit: (checkId: string) => AuditEvent,
): Promise<{ id: string; createdAt: Date }> {
  const stored = { id: randomUUID(), createdAt: new Date() };
  // The intake's answer is the check's current status from the moment it is recorded.
  const insertCheck = tx
    .insert(claimChecks)
    .values({ ...check, ...stored, statusCheckedAt: stored.createdAt });
  const event = audit(stored.id);
  const insertAudit = tx.insert(auditEvents).values(auditEventRow(event));
  await tx.execute(sql`with stored_check as (${insertCheck.getSQL()}) ${insertAudit.getSQL()}`);
  return stored;
}
