import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { claims, replacementDevices } from './schema/claims';
import type { TenantTx } from './tenant';

/**
 * Deletes the organisation's claims matching `which` with their replacement devices (and the devices `alsoDevices`
 * matches: ones whose claim link is already gone); the ids of the claims and how many devices went. Devices first:
 * deleting a claim would only unlink its devices (the foreign key sets null).
 */
export async function deleteClaimsWithDevices(
  tx: TenantTx,
  organisationId: string,
  which: SQL,
  alsoDevices?: SQL,
): Promise<{ claimIds: string[]; replacementDevicesDeleted: number }> {
  const matching = and(eq(claims.organizationId, organisationId), which);
  const ofClaims = inArray(
    replacementDevices.claimId,
    tx.select({ id: claims.id }).from(claims).where(matching),
  );
  const devices = await tx
    .delete(replacementDevices)
    .where(
      and(
        eq(replacementDevices.organizationId, organisationId),
        alsoDevices ? or(ofClaims, alsoDevices) : ofClaims,
      ),
    )
    .returning({ id: replacementDevices.id });
  const deleted = await tx.delete(claims).where(matching).returning({ id: claims.id });
  return { claimIds: deleted.map((claim) => claim.id), replacementDevicesDeleted: devices.length };
}
