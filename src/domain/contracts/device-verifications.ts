import { z } from 'zod';
import { ImeiSchema } from '@/domain/schemas/imei';
import { DeviceReportSchema } from './device-report';
import { defineRoute } from './route';
import type { Wire } from './wire';

/**
 * `POST /api/v1/device-verifications`: fresh device-history data for an IMEI about to be settled, kept so that the
 * settlement rests on it, and what it says changed since the device's open check was recorded.
 */
export const DeviceVerificationReply = z.object({
  verificationId: z.uuid(),
  checkId: z
    .uuid()
    .nullable()
    .describe("The device's open check, whose current status this now is; null when it has none"),
  report: DeviceReportSchema,
  changes: z
    .array(z.string())
    .describe('What changed since the check was recorded; settling then needs an overrideReason'),
  notCompared: z
    .array(z.string())
    .describe('The facts the check or this re-verification did not report, so they could not be compared'),
});
export type VerificationResult = Wire<typeof DeviceVerificationReply>;

export const deviceVerification = defineRoute({
  method: 'POST',
  path: '/api/v1/device-verifications',
  summary: 'Verify a device before settling',
  operationId: 'verifyDevice',
  tags: ['claims intake'],
  description:
    'Fresh device-history data for an IMEI about to be settled; kept so that the settlement can name it (verificationId).',
  body: z.strictObject({ imei: ImeiSchema }),
  reply: DeviceVerificationReply,
  action: 'product:use',
  scope: 'claims:write',
  idempotent: true,
});
