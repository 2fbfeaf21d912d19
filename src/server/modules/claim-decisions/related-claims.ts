import { imeiMatchKey } from '@/domain/imei';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { deleteClaimsByImeiKey, findReplacementMatches } from './queries';

/** The duplicate-replacement warning fetches up to 5 earlier claims (and lists 3 of them). */
export const REPLACEMENT_MATCH_LIMIT = 5;

/** Earlier claims that handed out a replacement device with the same first 14 digits. */
export async function listReplacementMatches(tenant: TenantContext, imei: string) {
  const matches = await tenant.run((tx) =>
    findReplacementMatches(tx, tenant.organisationId, imeiMatchKey(imei), REPLACEMENT_MATCH_LIMIT),
  );
  return { matches };
}

/**
 * 'Cleanup related claim' (Claims Review): removes the organisation's claims on the device, with their
 * replacement devices, so a device whose settled record was deleted without its claim (before a delete took the claim
 * along) can be settled again.
 */
export async function cleanupRelatedClaims(tenant: TenantContext, imei: string) {
  const { organisationId } = tenant;
  const imeiKey = imeiMatchKey(imei);
  return tenant.run(async (tx) => {
    const { claimIds, replacementDevicesDeleted } = await deleteClaimsByImeiKey(tx, organisationId, imeiKey);
    await recordEvent(tx, tenant, {
      name: 'claim.cleaned_up',
      subjectId: null,
      data: { imeiKey, claimIds, replacementDevicesDeleted },
    });
    return { claimsDeleted: claimIds.length, replacementDevicesDeleted };
  });
}
