import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { organizations } from '@/server/db/schema/organisations';

/** The organisation whose domain this is (an invited admin's e-mail decides it), or undefined when none has it. */
export async function findOrganisationByDomain(db: Database, domain: string) {
  const [organisation] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.domain, domain))
    .limit(1);
  return organisation;
}
