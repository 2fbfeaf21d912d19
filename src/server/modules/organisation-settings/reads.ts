import type { Database, Transaction } from '@/server/db/client';
import { readSettings } from './queries';

/** Whether settled claims of the organisation are registered with the provider (on unless an admin turned it off). */
export async function isRegistrySubmissionOn(db: Database | Transaction, organisationId: string) {
  return (await readSettings(db, organisationId))?.registrySubmission ?? true;
}
