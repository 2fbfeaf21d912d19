import type { FastifyInstance } from 'fastify';
import {
  deviceSearchBudget,
  deviceSearchList,
  deviceSearchSummary,
} from '@/domain/contracts/device-searches';
import { registerContract } from '@/server/http/register-contract';
import { listDeviceSearchPage, readSearchBudgetStatus, summariseDeviceSearchPeriod } from './service';

/** The organisation's ledger of device-history searches, for its admins: each search, and the spend per path and person. */
export async function deviceSearchRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, deviceSearchList, (request) => listDeviceSearchPage(request.tenant, request.query));
  registerContract(app, deviceSearchSummary, (request) =>
    summariseDeviceSearchPeriod(request.tenant, request.query),
  );
  registerContract(app, deviceSearchBudget, (request) => readSearchBudgetStatus(request.tenant));
}
