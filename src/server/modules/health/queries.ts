import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { withTenantRead } from '@/server/db/tenant-reads';

/** No organisation: the tenant statement below reads the catalogue, never a tenant's rows. */
const NO_ORGANISATION = '00000000-0000-0000-0000-000000000000';

/**
 * Runs one statement as the tenant role, as every tenant request does: it reads a tenant table (no organisation is
 * set, so no row shows) and counts the organisation-scoped tables without row-level security or without a policy
 * for the role. A restore that lost the role or its grants fails the statement; one that lost policies counts
 * tables. Either way tenant requests would fail, or see nothing.
 */
export async function unguardedTenantTables(db: Database): Promise<number> {
  return withTenantRead(db, { organisationId: NO_ORGANISATION }, async (tx) => {
    const result = await tx.execute(sql`
      select (select count(*) from (select 1 from claim_checks limit 1) one) as read,
        (select count(*)::int from pg_class c
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
         where c.relkind in ('r', 'p')
           and exists (select 1 from pg_attribute a
                       where a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped)
           and (not c.relrowsecurity
                or not exists (select 1 from pg_policy p
                               where p.polrelid = c.oid
                                 and (select oid from pg_roles where rolname = current_user) = any(p.polroles)))
        ) as unguarded`);
    const [row] = (result as unknown as { rows: { unguarded: number }[] }).rows;
    return row?.unguarded ?? 0;
  });
}
