import { desc, eq, sql } from 'drizzle-orm';
import { claimChecks } from '@/server/db/schema/checks';
import { triageRuleSets } from '@/server/db/schema/triage';
import type { TenantTx } from '@/server/db/tenant';
import { replacementHandedOutSql } from '@/server/modules/checks';

/** The organisation's newest saved rule set; undefined while it triages with the default rules. */
export async function readCurrentRuleSet(tx: TenantTx, organisationId: string) {
  const [row] = await tx
    .select({
      version: triageRuleSets.version,
      rules: triageRuleSets.rules,
      createdAt: triageRuleSets.createdAt,
    })
    .from(triageRuleSets)
    .where(eq(triageRuleSets.organizationId, organisationId))
    .orderBy(desc(triageRuleSets.version))
    .limit(1);
  return row;
}

export async function insertRuleSet(tx: TenantTx, row: typeof triageRuleSets.$inferInsert) {
  const [stored] = await tx
    .insert(triageRuleSets)
    .values(row)
    .returning({ version: triageRuleSets.version, createdAt: triageRuleSets.createdAt });
  return stored as { version: number; createdAt: Date };
}

/** The organisation's latest open checks, newest first, with what triage reads of each. */
export function readLatestChecks(tx: TenantTx, organisationId: string, sample: number) {
  return tx
    .select({
      claimType: claimChecks.claimType,
      fnol: claimChecks.fnol,
      lossDate: claimChecks.lossDate,
      createdAt: claimChecks.createdAt,
      fullResponse: claimChecks.fullResponse,
      statusResponse: claimChecks.statusResponse,
      replacementHandedOut: replacementHandedOutSql(organisationId, sql`${claimChecks.imeiKey}`),
    })
    .from(claimChecks)
    .where(eq(claimChecks.organizationId, organisationId))
    .orderBy(desc(claimChecks.createdAt), desc(claimChecks.id))
    .limit(sample);
}
