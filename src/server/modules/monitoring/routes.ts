import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MonitoringRunReply,
  MonitoringSettingsChangeSchema,
  MonitoringSettingsReply,
} from '@/domain/contracts/monitoring';
import { changeMonitoringSettings, loadMonitoringSettings } from './settings';
import { startMonitoringRun } from './start-monitoring-run';

/** Post-claim monitoring: the organisation's settings and spend, and a run started by hand (Org Admin Panel). */
export async function monitoringRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitoring'];

  r.get(
    '/api/v1/monitoring/settings',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: "Read your organization's monitoring settings and this month's spend",
        tags,
        response: { 200: MonitoringSettingsReply },
      },
    },
    (request) => loadMonitoringSettings(request.tenant),
  );

  r.put(
    '/api/v1/monitoring/settings',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: "Change your organization's monitoring settings",
        tags,
        body: MonitoringSettingsChangeSchema,
        response: { 200: MonitoringSettingsReply },
      },
    },
    (request) => changeMonitoringSettings(app.services, request.tenant, request.body),
  );

  r.post(
    '/api/v1/monitoring/runs',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Start a monitoring run now: search the watched devices that are due, within the budget',
        tags,
        response: { 202: MonitoringRunReply },
      },
    },
    async (request, reply) => reply.code(202).send(await startMonitoringRun(request.tenant)),
  );
}
