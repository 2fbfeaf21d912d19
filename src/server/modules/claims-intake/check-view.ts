import { z } from 'zod';
import type { DeviceReport } from '../../../domain/device-report';
import { normaliseDeviceHistoryResponse } from '../../providers/device-history/normalise';
import { DeviceHistoryResponseSchema } from '../../providers/device-history/schema';
import type { findCheck } from './queries';

/** A recorded check as the screens show it; the report is rebuilt from the stored provider answer. */
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

export function toCheckView(row: NonNullable<Awaited<ReturnType<typeof findCheck>>>): CheckView {
  const { check } = row;
  return {
    id: check.id,
    imei: check.imei,
    reference: check.reference,
    claimType: check.claimType,
    fnol: check.fnol,
    lossDate: check.lossDate,
    createdAt: check.createdAt,
    checkedBy:
      check.checkedBy && row.checkerEmail
        ? { id: check.checkedBy, email: row.checkerEmail, name: row.checkerName ?? row.checkerEmail }
        : null,
    report: normaliseDeviceHistoryResponse(DeviceHistoryResponseSchema.parse(check.fullResponse)),
  };
}
