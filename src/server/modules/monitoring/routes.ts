import type { FastifyInstance } from 'fastify';
import {
  monitoringRunStart,
  monitoringSettingsChange,
  monitoringSettingsRead,
} from '@/domain/contracts/monitoring';
import { registerContract } from '@/server/http/register-contract';
import { changeMonitoringSettings, loadMonitoringSettings } from './settings';
import { startMonitoringRun } from './start-monitoring-run';

/** Post-claim monitoring: the organisation's settings and spend, and a run started by hand (Org Admin Panel). */
export async function monitoringRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, monitoringSettingsRead, (request) => loadMonitoringSettings(request.tenant));
  registerContract(app, monitoringSettingsChange, (request) =>
    changeMonitoringSettings(app.services, request.tenant, request.body),
  );
  registerContract(app, monitoringRunStart, (request) => startMonitoringRun(request.tenant));
}
