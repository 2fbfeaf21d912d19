import type { FastifyInstance } from 'fastify';
import { appInfoRead } from '@/domain/contracts/app-info';
import { registerContract } from '@/server/http/register-contract';

export async function appInfoRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, appInfoRead, () => ({
    simulatedDeviceHistory: app.services.simulatedDeviceHistory,
    simulatedCarrier: app.services.simulatedCarrier,
    deviceHistoryTestStore: app.services.deviceHistoryTestStore,
  }));
}
