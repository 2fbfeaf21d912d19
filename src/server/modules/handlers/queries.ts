import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { personName } from '@/server/db/person-name';
import { users } from '@/server/db/schema/auth';
import { profiles } from '@/server/db/schema/people';

/** The organisation's people (id and name), by name: those a register's record may have been handled by. */
export async function listHandlers(db: Database, organisationId: string) {
  const rows = await db
    .select({ id: users.id, name: personName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.organizationId, organisationId))
    .orderBy(asc(personName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: row.name ?? '' }));
}
