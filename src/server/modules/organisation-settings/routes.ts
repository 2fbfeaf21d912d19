import type { FastifyInstance } from 'fastify';
import {
  organisationSettingsChange,
  organisationSettingsRead,
} from '@/domain/contracts/organisation-settings';
import { registerContract } from '@/server/http/register-contract';
import { changeOwnSettings, loadOwnSettings } from './service';

/** The Org Admin Panel's settings of the admin's own organisation. */
export async function organisationSettingsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, organisationSettingsRead, (request) => loadOwnSettings(request.tenant));
  registerContract(app, organisationSettingsChange, (request) =>
    changeOwnSettings(app.services, request.tenant, request.body),
  );
}
