import { registerMessages } from '@/domain/register-messages';
import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import type { Actor } from '@/server/auth/actor';
import type { PagedQuery } from '@/server/http/paging';
import { readTenantPage, readTenantRecord } from '@/server/http/tenant-reads';
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

export function listSettledClaimPage(deps: Deps, actor: Actor | null, query: PagedQuery) {
  return readTenantPage(deps.db, actor, query, listSettledClaims, toSettledClaimRow);
}

export async function loadSettledClaim(deps: Deps, actor: Actor | null, id: string) {
  const found = await readTenantRecord(
    deps.db,
    actor,
    id,
    findSettledClaim,
    registerMessages.settledClaimNotFound,
  );
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
export function removeSettledClaim(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  return deleteWithAudit(deps.db, actor, {
    id,
    remove: deleteSettledClaim,
    notFoundMessage: registerMessages.settledClaimNotFound,
    action: 'settled_claim.deleted',
    subjectType: 'settled_claim',
    details: (imei) => ({ imei }),
  });
}
