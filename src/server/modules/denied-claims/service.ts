import { registerMessages } from '@/domain/register-messages';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import type { Actor } from '@/server/auth/actor';
import type { PagedQuery } from '@/server/http/paging';
import { readTenantPage, readTenantRecord } from '@/server/http/tenant-reads';
import type { Services } from '@/server/services';
import { deleteDeniedClaim, findDeniedClaim, listDeniedClaims } from './queries';

type Deps = Pick<Services, 'db'>;

export function listDeniedClaimPage(deps: Deps, actor: Actor | null, query: PagedQuery) {
  return readTenantPage(deps.db, actor, query, listDeniedClaims);
}

export function loadDeniedClaim(deps: Deps, actor: Actor | null, id: string) {
  return readTenantRecord(deps.db, actor, id, findDeniedClaim, registerMessages.deniedClaimNotFound);
}

/** Super admins remove a denial from the register; the device can then be checked again. */
export function removeDeniedClaim(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  return deleteWithAudit(deps.db, actor, {
    id,
    remove: deleteDeniedClaim,
    notFoundMessage: registerMessages.deniedClaimNotFound,
    action: 'denied_claim.deleted',
    subjectType: 'denied_claim',
    details: (imei) => ({ imei }),
  });
}
