import { sql } from 'drizzle-orm';
import type { TenantTx } from './tenant';

/**
 * Holds, until the transaction ends, a lock on one kind of the organisation's records (`api-keys`,
 * `webhook-endpoints`): two creations at once then count one after the other and cannot both pass a limit.
 */
export async function lockOrganisationRecords(tx: TenantTx, kind: string, organisationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${organisationId}`}))`);
}
