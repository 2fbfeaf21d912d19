import { buildBreakdown } from '@/domain/dashboard-breakdown';
import { type Actor, requireOrganisation } from '@/server/auth/actor';
import { withTenant } from '@/server/db/tenant';
import type { Services } from '@/server/services';
import { countDashboardGroups, type DashboardCard } from './queries';

type Deps = Pick<Services, 'db'>;

/** The name each dashboard card gives records without a label. */
const MISSING_LABEL: Record<DashboardCard, string> = {
  review: 'Unspecified',
  settled: 'No notes',
  denied: 'Unspecified',
};

export async function loadDashboardSummary(deps: Deps, actor: Actor | null) {
  const organisationId = requireOrganisation(actor);
  const groups = await withTenant(deps.db, organisationId, (tx) => countDashboardGroups(tx, organisationId));
  const breakdownOf = (card: DashboardCard) =>
    buildBreakdown(
      groups
        .filter((group) => group.card === card)
        .map(({ label, count }) => ({ label, count: Number(count) })),
      MISSING_LABEL[card],
    );
  return { inReview: breakdownOf('review'), settled: breakdownOf('settled'), denied: breakdownOf('denied') };
}
