import type { FastifyInstance } from 'fastify';
import { replacementDevicesRegister } from '@/domain/contracts/replacement-devices';
import { registerRoutes } from '@/server/http/register-routes';
import { listReplacementDevicePage, removeReplacementDevice, replacementDeviceExport } from './service';

/** The Replacement Devices register (/dashboard/replacement-devices), scoped to the organisation. */
export async function replacementDeviceRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, replacementDevicesRegister, {
    list: listReplacementDevicePage,
    export: replacementDeviceExport,
    remove: removeReplacementDevice,
  });
}
