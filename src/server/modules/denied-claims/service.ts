import { registerMessages } from '@/domain/register-messages';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { PagedQuery } from '@/server/http/paging';
import { readTenantPage, readTenantRecord } from '@/server/http/tenant-reads';
import { deleteDeniedClaim, findDeniedClaim, listDeniedClaims } from './queries';

export function listDeniedClaimPage(tenant: TenantContext, query: PagedQuery) {
  return readTenantPage(tenant, query, listDeniedClaims);
}

export function loadDeniedClaim(tenant: TenantContext, id: string) {
  return readTenantRecord(tenant, id, findDeniedClaim, registerMessages.deniedClaimNotFound);
}

/** Super admins remove a denial from the register; the device can then be checked again. */
export function removeDeniedClaim(tenant: TenantContext, id: string): Promise<void> {
  return deleteWithAudit(tenant, {
    id,
    remove: deleteDeniedClaim,
    notFoundMessage: registerMessages.deniedClaimNotFound,
    action: 'denied_claim.deleted',
    subjectType: 'denied_claim',
    details: (imei) => ({ imei }),
  });
}
