import { z } from 'zod';
import { defineRoute } from './route';
import type { Wire } from './wire';

/** `GET /api/v1/app-info`: how this server reaches its providers; fixed for the life of the process. */
export const AppInfoReply = z.object({
  simulatedDeviceHistory: z.boolean().describe('Device-history answers come from the built-in simulator'),
  simulatedCarrier: z.boolean().describe('Carrier answers come from the built-in simulator'),
  deviceHistoryTestStore: z.boolean().describe('Device-history answers come from the test store'),
});
export type AppInfo = Wire<typeof AppInfoReply>;

/** Every signed-in user's screen reads it once. */
export const appInfoRead = defineRoute({
  method: 'GET',
  path: '/api/v1/app-info',
  summary: "Read the app's settings for the screen",
  operationId: 'getAppInfo',
  tags: ['app'],
  reply: AppInfoReply,
  action: 'session',
});
