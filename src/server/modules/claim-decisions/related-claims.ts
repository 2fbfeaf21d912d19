import { imeiMatchKey } from '@/domain/imei';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import type { Actor } from '@/server/auth/actor';
import { requireOrganisation } from '@/server/auth/actor';
import { withTenant } from '@/server/db/tenant';
import type { Services } from '@/server/services';
import { deleteClaimsByImeiKey, findReplacementMatches } from './queries';

type Deps = Pick<Services, 'db'>;

/** The duplicate-replacement warning fetches up to 5 earlier claims (and lists 3 of them). */
export const REPLACEMENT_MATCH_LIMIT = 5;

/** Earlier claims that handed out a replacement device with the same first 14 digits. */
export async function listReplacementMatches(deps: Deps, actor: Actor | null, imei: string) {
  const organisationId = requireOrganisation(actor);
  const matches = await withTenant(deps.db, organisationId, (tx) =>
    findReplacementMatches(tx, organisationId, imeiMatchKey(imei), REPLACEMENT_MATCH_LIMIT),
  );
  return { matches };
}

/**
 * 'Cleanup related claim' (Claims Review): removes the organisation's claims on the device, with their
 * replacement devices, so a device whose settled record was deleted can be settled again.
 */
export async function cleanupRelatedClaims(deps: Deps, actor: Actor | null, imei: string) {
  const organisationId = requireOrganisation(actor);
  const imeiKey = imeiMatchKey(imei);
  return withTenant(deps.db, organisationId, async (tx) => {
    const { claimIds, replacementDevicesDeleted } = await deleteClaimsByImeiKey(tx, organisationId, imeiKey);
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'claim.cleaned_up',
      subjectType: 'claim',
      subjectId: null,
      details: { imeiKey, claimIds, replacementDevicesDeleted },
    });
    return { claimsDeleted: claimIds.length, replacementDevicesDeleted };
  });
}
