import { z } from 'zod';
import { DeviceReportSchema } from './device-report';
import type { Wire } from './wire';

/**
 * `POST /api/v1/device-verifications`: fresh device-history data for an IMEI about to be settled, kept so that the
 * settlement can name the one the handler saw.
 */
export const DeviceVerificationReply = z.object({ verificationId: z.uuid(), report: DeviceReportSchema });
export type VerificationResult = Wire<typeof DeviceVerificationReply>;
