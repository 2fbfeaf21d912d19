import { buildBreakdown } from '@/domain/dashboard-breakdown';
import type { TenantContext } from '@/server/auth/tenant-context';
import { countDashboardGroups, type DashboardCard } from './queries';

/** The name each dashboard card gives records without a label. */
const MISSING_LABEL: Record<DashboardCard, string> = {
  review: 'Unspecified',
  settled: 'No notes',
  denied: 'Unspecified',
};

export async function loadDashboardSummary(tenant: TenantContext) {
  const groups = await tenant.run((tx) => countDashboardGroups(tx, tenant.organisationId));
  const breakdownOf = (card: DashboardCard) =>
    buildBreakdown(
      groups
        .filter((group) => group.card === card)
        .map(({ label, count }) => ({ label, count: Number(count) })),
      MISSING_LABEL[card],
    );
  return { inReview: breakdownOf('review'), settled: breakdownOf('settled'), denied: breakdownOf('denied') };
}
