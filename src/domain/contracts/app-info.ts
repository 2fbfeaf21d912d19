import { z } from 'zod';
import type { Wire } from './wire';

/** `GET /api/v1/app-info`: how this server reaches its providers; fixed for the life of the process. */
export const AppInfoReply = z.object({
  simulatedDeviceHistory: z.boolean().describe('Device-history answers come from the built-in simulator'),
  simulatedCarrier: z.boolean().describe('Carrier answers come from the built-in simulator'),
  deviceHistoryTestStore: z.boolean().describe('Device-history answers come from the test store'),
});
export type AppInfo = Wire<typeof AppInfoReply>;
