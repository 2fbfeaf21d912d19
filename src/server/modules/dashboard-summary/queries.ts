import type { TalliedTable } from '@/server/db/schema/tallies';
import { talliedLabels } from '@/server/db/tallies';
import type { TenantTx } from '@/server/db/tenant';

export type DashboardCard = 'review' | 'settled' | 'denied';

const CARD_OF: Partial<Record<TalliedTable, DashboardCard>> = {
  claim_checks: 'review',
  settled_claims: 'settled',
  denied_claims: 'denied',
};

/**
 * The dashboard home's figures: checks in review by claim type, settled claims by notes,
 * denied claims by denial reason, read from the organisation's tallies, which triggers keep exact, so no record is
 * counted per request. A missing or blank label comes back as null.
 */
export async function countDashboardGroups(tx: TenantTx, organisationId: string) {
  const rows = await talliedLabels(tx, organisationId);
  return rows.flatMap(({ table, label, count }) => {
    const card = CARD_OF[table];
    return card ? [{ card, label: label === '' ? null : label, count }] : [];
  });
}
