import type { FastifyInstance } from 'fastify';
import { ReplacementDevicePageReply } from '@/domain/contracts/replacement-devices';
import { registerRoutes } from '@/server/http/register-routes';
import { ListReplacementDevicesQuerySchema } from './schema';
import { listReplacementDevicePage, removeReplacementDevice, replacementDeviceExport } from './service';

/** The Replacement Devices register (/dashboard/replacement-devices), scoped to the organisation. */
export async function replacementDeviceRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, {
    path: '/api/v1/replacement-devices',
    tags: ['replacement devices'],
    recordName: 'replacement device',
    list: {
      query: ListReplacementDevicesQuerySchema,
      reply: ReplacementDevicePageReply,
      read: listReplacementDevicePage,
    },
    export: replacementDeviceExport,
    remove: { action: 'replacement-device:delete', run: removeReplacementDevice },
  });
}
