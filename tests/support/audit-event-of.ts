import { eq } from 'drizzle-orm';
import { auditEvents } from '@/server/db/schema/platform';
import type { TestApp } from './test-app';

/** The audit event recorded about `subjectId` (the first, where there are several). */
export async function auditEventOf(t: TestApp, subjectId: string) {
  const [audit] = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));
  return audit;
}
