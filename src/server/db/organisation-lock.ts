import { sql } from 'drizzle-orm';
import type { Transaction } from './client';

/**
 * Holds, until the transaction ends, a lock on one kind of the organisation's records (`api-keys`,
 * `webhook-endpoints`, a day's alert digest): two creations at once then count one after the other and cannot both
 * pass a limit.
 */
export async function lockOrganisationRecords(tx: Transaction, kind: string, organisationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${organisationId}`}))`);
}
