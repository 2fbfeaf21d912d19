import { screen, within } from '@testing-library/react';
import type { SettledClaimRow } from '@/domain/contracts/settled-claims';
import type { Role } from '@/domain/roles';
import { SettledClaimsPage } from '@/web/features/settled-claims/components/settled-claims-page';
import { openRowMenu, renderRegister } from '@/web/testing/render-register';
import { makeSettledDetail, makeSettledRow } from './make-settled-claim';

/** The Settled Claims page on a stubbed API; `route` may answer any call first (a DELETE, a retry, a failure). */
export function renderSettledClaimsPage(
  options: {
    records?: SettledClaimRow[];
    role?: Role;
    route?: (method: string, url: string) => { status: number; body?: unknown } | undefined;
    detail?: unknown;
    search?: string;
  } = {},
) {
  return renderRegister({
    element: <SettledClaimsPage />,
    path: '/dashboard/accepted-claims',
    listPath: '/api/v1/settled-claims',
    records: options.records ?? [makeSettledRow()],
    matches: (record, search) => record.imei.includes(search),
    role: options.role ?? 'organization_member',
    detail: options.detail ?? makeSettledDetail(),
    ...(options.route ? { route: options.route } : {}),
    ...(options.search ? { search: options.search } : {}),
  });
}

/** Opens the details of the factory's row from its row menu. */
export async function openSettledClaimDetails(user: ReturnType<typeof renderSettledClaimsPage>['user']) {
  const menu = await openRowMenu(user, /^Actions for 353328110000013 \(settled /);
  await user.click(menu.getByRole('menuitem', { name: 'View Details' }));
  return within(await screen.findByRole('dialog', { name: 'Settled Claim Details' }));
}
