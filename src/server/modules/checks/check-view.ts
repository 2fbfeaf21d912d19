import { z } from 'zod';
import type { DeviceReport } from '@/domain/device-report';
import type { preclaimChecks } from '@/server/db/schema/checks';

/** A recorded check as the screens show it. */
export const CheckViewSchema = z.object({
  id: z.uuid(),
  imei: z.string(),
  reference: z.string().nullable(),
  claimType: z.string().nullable(),
  fnol: z.boolean(),
  lossDate: z.string().nullable(),
  createdAt: z.date(),
  checkedBy: z.object({ id: z.uuid(), email: z.string(), name: z.string() }).nullable(),
  report: z.record(z.string(), z.unknown()).describe('DeviceReport: the normalised device-history result'),
});
export type CheckView = Omit<z.infer<typeof CheckViewSchema>, 'report'> & { report: DeviceReport };

/** The report as the reply schema's open JSON object (its fields are documented by DeviceReport). */
export function asJsonReport(report: DeviceReport): Record<string, unknown> {
  return report as unknown as Record<string, unknown>;
}

/** The view of a check just stored, from the row and the report already in hand (no second read). */
export function toCheckView(
  check: Pick<
    typeof preclaimChecks.$inferSelect,
    'id' | 'imei' | 'reference' | 'claimType' | 'fnol' | 'lossDate' | 'createdAt'
  >,
  checkedBy: CheckView['checkedBy'],
  report: DeviceReport,
): CheckView {
  return {
    id: check.id,
    imei: check.imei,
    reference: check.reference,
    claimType: check.claimType,
    fnol: check.fnol,
    lossDate: check.lossDate,
    createdAt: check.createdAt,
    checkedBy,
    report,
  };
}
