import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { organizations } from '@/server/db/schema/organisations';

export interface OrganisationSettings {
  registrySubmission: boolean;
  requireTwoFactor: boolean;
}

export async function readSettings(db: Database | Transaction, organisationId: string) {
  const [row] = await db
    .select({
      registrySubmission: organizations.registrySubmission,
      requireTwoFactor: organizations.requireTwoFactor,
    })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return row;
}

export async function updateSettings(
  tx: Transaction,
  organisationId: string,
  settings: Partial<OrganisationSettings>,
) {
  const [row] = await tx
    .update(organizations)
    .set(settings)
    .where(eq(organizations.id, organisationId))
    .returning({
      registrySubmission: organizations.registrySubmission,
      requireTwoFactor: organizations.requireTwoFactor,
    });
  return row;
}
