import { registerMessages } from '@/domain/register-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { type Actor, requireOrganisation } from '@/server/auth/actor';
import { withTenant } from '@/server/db/tenant';
import { notFound } from '@/server/errors';
import type { PagedQuery } from '@/server/http/paging';
import type { Services } from '@/server/services';
import { deleteDeniedClaim, findDeniedClaim, listDeniedClaims } from './queries';

type Deps = Pick<Services, 'db'>;

export async function listDeniedClaimPage(deps: Deps, actor: Actor | null, query: PagedQuery) {
  const organisationId = requireOrganisation(actor);
  const page = await withTenant(deps.db, organisationId, (tx) => listDeniedClaims(tx, organisationId, query));
  return { ...page, page: query.page, pageSize: query.pageSize };
}

export async function loadDeniedClaim(deps: Deps, actor: Actor | null, id: string) {
  const organisationId = requireOrganisation(actor);
  const found = await withTenant(deps.db, organisationId, (tx) => findDeniedClaim(tx, organisationId, id));
  if (!found) throw notFound(registerMessages.deniedClaimNotFound);
  return found;
}

/** Super admins remove a denial from the register; the device can then be checked again. */
export async function removeDeniedClaim(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const organisationId = requireOrganisation(actor);
  await withTenant(deps.db, organisationId, async (tx) => {
    const imei = await deleteDeniedClaim(tx, organisationId, id);
    if (!imei) throw notFound(registerMessages.deniedClaimNotFound);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'denied_claim.deleted',
      subjectType: 'denied_claim',
      subjectId: id,
      details: { imei },
    });
  });
}
