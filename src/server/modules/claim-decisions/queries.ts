import { and, desc, eq, like } from 'drizzle-orm';
import { deleteClaimsWithDevices } from '@/server/db/delete-claims';
import { organisationRow } from '@/server/db/organisation-row';
import { users } from '@/server/db/schema/auth';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { claims, replacementDevices } from '@/server/db/schema/claims';
import type { TenantTx } from '@/server/db/tenant';

/**
 * The check, locked until the transaction ends, so a settle and a deny (or two of either) of one check queue up and
 * the second one finds it gone.
 */
export async function lockCheck(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select()
    .from(claimChecks)
    .where(organisationRow(claimChecks, organisationId, id))
    .for('update');
  return row;
}
export type LockedCheck = NonNullable<Awaited<ReturnType<typeof lockCheck>>>;

export async function hasDenial(tx: TenantTx, organisationId: string, imeiKey: string): Promise<boolean> {
  const rows = await tx
    .select({ id: deniedClaims.id })
    .from(deniedClaims)
    .where(and(eq(deniedClaims.organizationId, organisationId), eq(deniedClaims.imeiKey, imeiKey)))
    .limit(1);
  return rows.length > 0;
}

export async function insertClaim(tx: TenantTx, claim: typeof claims.$inferInsert) {
  const [row] = await tx.insert(claims).values(claim).returning({ id: claims.id });
  if (!row) throw new Error('claim insert returned no row');
  return row.id;
}

export async function insertSettledClaim(tx: TenantTx, record: typeof settledClaims.$inferInsert) {
  const [row] = await tx.insert(settledClaims).values(record).returning({ id: settledClaims.id });
  if (!row) throw new Error('settled claim insert returned no row');
  return row.id;
}

export async function insertReplacementDevice(tx: TenantTx, device: typeof replacementDevices.$inferInsert) {
  await tx.insert(replacementDevices).values(device);
}

export async function insertDeniedClaim(tx: TenantTx, record: typeof deniedClaims.$inferInsert) {
  const [row] = await tx.insert(deniedClaims).values(record).returning({ id: deniedClaims.id });
  if (!row) throw new Error('denied claim insert returned no row');
  return row.id;
}

/**
 * 'Cleanup related claim': the organisation's claims on the device and its replacement devices, both those linked to
 * one of the claims and those recorded for the device by their original IMEI (a device whose claim link is gone,
 * because its claim was deleted, is found only that way); the counts.
 */
export async function deleteClaimsByImeiKey(tx: TenantTx, organisationId: string, imeiKey: string) {
  // Anything but the 14 digits would widen the prefix match below to other devices.
  if (!/^\d{14}$/.test(imeiKey)) throw new Error(`not an IMEI key: ${imeiKey}`);
  return deleteClaimsWithDevices(
    tx,
    organisationId,
    eq(claims.imeiKey, imeiKey),
    like(replacementDevices.originalImei, `${imeiKey}%`),
  );
}

/** Earlier claims whose replacement device shares the first 14 digits, newest first (the settle dialog warning). */
export function findReplacementMatches(tx: TenantTx, organisationId: string, imeiKey: string, limit: number) {
  return tx
    .select({
      imei: claims.imei,
      replacementImei: claims.replacementImei,
      acceptedAt: claims.acceptedAt,
      acceptedBy: users.name,
    })
    .from(claims)
    .leftJoin(users, eq(users.id, claims.acceptedBy))
    .where(and(eq(claims.organizationId, organisationId), eq(claims.replacementImeiKey, imeiKey)))
    .orderBy(desc(claims.acceptedAt), desc(claims.id))
    .limit(limit);
}
