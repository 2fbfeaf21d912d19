import { registerMessages } from '../../../domain/register-messages';
import { recordAuditEvent } from '../../audit/record-audit-event';
import { notFound } from '../../errors';
import type { PagedQuery } from '../../http/paging';
import type { Services } from '../../services';
import { type Actor, requireOrganisation } from '../auth/actor';
import { deleteDeniedClaim, findDeniedClaim, listDeniedClaims } from './queries';

type Deps = Pick<Services, 'db'>;

export async function listDeniedClaimPage(deps: Deps, actor: Actor | null, query: PagedQuery) {
  const page = await listDeniedClaims(deps.db, requireOrganisation(actor), query);
  return { ...page, page: query.page, pageSize: query.pageSize };
}

export async function loadDeniedClaim(deps: Deps, actor: Actor | null, id: string) {
  const found = await findDeniedClaim(deps.db, requireOrganisation(actor), id);
  if (!found) throw notFound(registerMessages.deniedClaimNotFound);
  return found;
}

/** Super admins remove a denial from the register; the device can then be checked again. */
export async function removeDeniedClaim(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const organisationId = requireOrganisation(actor);
  await deps.db.transaction(async (tx) => {
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
