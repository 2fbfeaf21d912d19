import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ssoConnections, ssoDomains } from '@/server/db/schema/sso';
import type { TenantTx } from '@/server/db/tenant';

type Reader = Database | TenantTx;

export async function selectConnection(tx: Reader, organisationId: string) {
  const [row] = await tx
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.organizationId, organisationId));
  return row;
}

/** Saves the organisation's connection (one at most); a saved change switches it off until it is tested again. */
export async function upsertConnection(
  tx: TenantTx,
  row: Pick<
    typeof ssoConnections.$inferInsert,
    'organizationId' | 'protocol' | 'issuer' | 'clientId' | 'clientSecretSealed'
  >,
) {
  const reset = { enabled: false, requireSso: false, testedAt: null, updatedAt: new Date() };
  const [saved] = await tx
    .insert(ssoConnections)
    .values({ ...row, ...reset })
    .onConflictDoUpdate({ target: ssoConnections.organizationId, set: { ...row, ...reset } })
    .returning({ id: ssoConnections.id });
  if (!saved) throw new Error('sso_connections upsert returned no row');
  return saved;
}

export async function updateConnection(
  tx: Reader,
  organisationId: string,
  set: Partial<typeof ssoConnections.$inferInsert>,
) {
  const [row] = await tx
    .update(ssoConnections)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(ssoConnections.organizationId, organisationId))
    .returning();
  return row;
}

export async function deleteConnection(tx: TenantTx, organisationId: string) {
  const [row] = await tx
    .delete(ssoConnections)
    .where(eq(ssoConnections.organizationId, organisationId))
    .returning({ id: ssoConnections.id });
  return row;
}

export function selectDomains(tx: Reader, organisationId: string) {
  return tx
    .select()
    .from(ssoDomains)
    .where(eq(ssoDomains.organizationId, organisationId))
    .orderBy(ssoDomains.domain);
}

export async function selectDomain(tx: Reader, organisationId: string, id: string) {
  const [row] = await tx
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.organizationId, organisationId), eq(ssoDomains.id, id)));
  return row;
}

/**
 * The verified domain and its organisation's connection, for an address's domain: what the sign-in's e-mail step
 * asks before any organisation is known (as the owner).
 */
export async function selectVerifiedDomain(db: Database, domain: string) {
  const [row] = await db
    .select({ organisationId: ssoDomains.organizationId, connection: ssoConnections })
    .from(ssoDomains)
    .leftJoin(ssoConnections, eq(ssoConnections.organizationId, ssoDomains.organizationId))
    .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.verifiedAt)));
  return row;
}
