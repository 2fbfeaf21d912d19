import { and, desc, eq } from 'drizzle-orm';
import { organisationRow } from '@/server/db/organisation-row';
import { users } from '@/server/db/schema/auth';
import { carrierChecks } from '@/server/db/schema/carrier';
import type { TenantTx } from '@/server/db/tenant';
import { withPerson } from './queries';

/** The check with the user who ran it, or undefined when the organisation has no such check (FinLock requests too). */
export async function findCarrierCheck(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select(withPerson)
    .from(carrierChecks)
    .leftJoin(users, eq(users.id, carrierChecks.checkedBy))
    .where(organisationRow(carrierChecks, organisationId, id));
  return row;
}

/** The organisation's latest carrier check of a device (first 14 digits), for Claims Review. */
export async function findLatestCarrierCheck(tx: TenantTx, organisationId: string, imeiKey: string) {
  const [row] = await tx
    .select({ esnStatus: carrierChecks.esnStatus, deviceStatus: carrierChecks.deviceStatus })
    .from(carrierChecks)
    .where(and(eq(carrierChecks.organizationId, organisationId), eq(carrierChecks.imeiKey, imeiKey)))
    .orderBy(desc(carrierChecks.createdAt), desc(carrierChecks.id))
    .limit(1);
  return row;
}
