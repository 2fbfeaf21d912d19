import { registerMessages } from '@/domain/register-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { type Actor, requireOrganisation } from '@/server/auth/actor';
import { withTenant } from '@/server/db/tenant';
import { notFound } from '@/server/errors';
import type { PagedQuery } from '@/server/http/paging';
import type { Services } from '@/server/services';
import { deleteSettledClaim, findSettledClaim, listSettledClaims, type SettledClaimRecord } from './queries';

type Deps = Pick<Services, 'db'>;

/** The flat joined row as the register shows it: the replacement device is one object, or null. */
function toSettledClaimRow(record: SettledClaimRecord) {
  const { replacementImei, replacementMake, replacementModel, replacementColor, replacementStorage, ...row } =
    record;
  const replacement = replacementImei
    ? {
        imei: replacementImei,
        make: replacementMake,
        model: replacementModel,
        color: replacementColor,
        storage: replacementStorage,
      }
    : null;
  return { ...row, replacement };
}

export async function listSettledClaimPage(deps: Deps, actor: Actor | null, query: PagedQuery) {
  const organisationId = requireOrganisation(actor);
  const { items, total } = await withTenant(deps.db, organisationId, (tx) =>
    listSettledClaims(tx, organisationId, query),
  );
  return { items: items.map(toSettledClaimRow), total, page: query.page, pageSize: query.pageSize };
}

export async function loadSettledClaim(deps: Deps, actor: Actor | null, id: string) {
  const organisationId = requireOrganisation(actor);
  const found = await withTenant(deps.db, organisationId, (tx) => findSettledClaim(tx, organisationId, id));
  if (!found) throw notFound(registerMessages.settledClaimNotFound);
  const { registryTransactionId, registryError, registryUpdatedAt, ...detail } = found;
  const registry = {
    status: detail.registryStatus,
    transactionId: registryTransactionId,
    error: registryError,
    updatedAt: registryUpdatedAt,
  };
  return { ...detail, ...toSettledClaimRow(detail), registry };
}

/** Super admins remove a record from the register; the claim behind it stays (see 'Cleanup related claim'). */
export async function removeSettledClaim(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const organisationId = requireOrganisation(actor);
  await withTenant(deps.db, organisationId, async (tx) => {
    const imei = await deleteSettledClaim(tx, organisationId, id);
    if (!imei) throw notFound(registerMessages.settledClaimNotFound);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'settled_claim.deleted',
      subjectType: 'settled_claim',
      subjectId: id,
      details: { imei },
    });
  });
}
