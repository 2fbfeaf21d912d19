import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeviceSearchBudgetReply,
  DeviceSearchPageReply,
  DeviceSearchSummaryReply,
} from '@/domain/contracts/device-searches';
import { DeviceSearchSummaryQuerySchema, ListDeviceSearchesQuerySchema } from './schema';
import { listDeviceSearchPage, readSearchBudgetStatus, summariseDeviceSearchPeriod } from './service';

const tags = ['device-history searches'];

/** The organisation's ledger of device-history searches, for its admins: each search, and the spend per path and person. */
export async function deviceSearchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/device-searches',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: "List your organization's device-history searches",
        tags,
        querystring: ListDeviceSearchesQuerySchema,
        response: { 200: DeviceSearchPageReply },
      },
    },
    (request) => listDeviceSearchPage(request.tenant, request.query),
  );

  r.get(
    '/api/v1/device-searches/summary',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Count device-history searches per path and per person',
        tags,
        querystring: DeviceSearchSummaryQuerySchema,
        response: { 200: DeviceSearchSummaryReply },
      },
    },
    (request) => summariseDeviceSearchPeriod(request.tenant, request.query),
  );

  r.get(
    '/api/v1/device-searches/budget',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: "This month's device-history searches against the organization's monthly budget",
        tags,
        response: { 200: DeviceSearchBudgetReply },
      },
    },
    (request) => readSearchBudgetStatus(request.tenant),
  );
}
