import type { Database } from '@/server/db/client';
import { listDenialReasons } from './queries';

/** Whether the reason is one of the organisation's denial reasons (a deny must name one). */
export async function isDenialReasonOf(db: Database, organisationId: string, denialReason: string) {
  const reasons = await listDenialReasons(db, organisationId);
  return reasons.some((reason) => reason.denialReason === denialReason);
}
