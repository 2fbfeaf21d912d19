import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizationDenialReasons } from '../../db/schema/organisations';

export function listDenialReasons(db: Database, organisationId: string) {
  return db
    .select({ id: organizationDenialReasons.id, denialReason: organizationDenialReasons.denialReason })
    .from(organizationDenialReasons)
    .where(eq(organizationDenialReasons.organizationId, organisationId))
    .orderBy(asc(organizationDenialReasons.denialReason));
}
