import { eq } from 'drizzle-orm';
import type { TriageRoute } from '@/domain/schemas/triage-rules';
import type { Transaction } from '@/server/db/client';
import { organizations } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';

export interface OrganisationSettings {
  registrySubmission: boolean;
  requireTwoFactor: boolean;
  bulkIntakesAtOnce: number;
  searchMonthlyBudget: number;
  bulkApprovalAboveRows: number | null;
  serviceLevelDays: Record<TriageRoute, number>;
}

const settingColumns = {
  registrySubmission: organizations.registrySubmission,
  requireTwoFactor: organizations.requireTwoFactor,
  bulkIntakesAtOnce: organizations.bulkIntakesAtOnce,
  searchMonthlyBudget: organizations.searchMonthlyBudget,
  bulkApprovalAboveRows: organizations.bulkApprovalAboveRows,
  serviceLevelDays: organizations.serviceLevelDays,
};

export async function readSettings(tx: TenantTx, organisationId: string) {
  const [row] = await tx
    .select(settingColumns)
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return row;
}

/** The owner's statement: the tenant role may read its organisation's row but not change it. */
export async function updateSettings(
  tx: Transaction,
  organisationId: string,
  settings: Partial<OrganisationSettings>,
) {
  const [row] = await tx
    .update(organizations)
    .set(settings)
    .where(eq(organizations.id, organisationId))
    .returning(settingColumns);
  return row;
}
