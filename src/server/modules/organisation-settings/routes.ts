import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrganisationSettingsReply } from '@/domain/contracts/organisation-settings';
import { changeOwnSettings, loadOwnSettings } from './service';

/** A change names the settings it changes; the others stay as they are. */
const SettingsChangeSchema = OrganisationSettingsReply.partial().refine(
  (change) => Object.keys(change).length > 0,
  {
    message: 'Name at least one setting to change',
  },
);

/** The Org Admin Panel's settings of the admin's own organisation. */
export async function organisationSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organisations'];

  r.get(
    '/api/v1/organisation-settings',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: "Read your organization's settings",
        tags,
        response: { 200: OrganisationSettingsReply },
      },
    },
    (request) => loadOwnSettings(request.tenant),
  );

  r.put(
    '/api/v1/organisation-settings',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: "Change your organization's settings",
        tags,
        body: SettingsChangeSchema,
        response: { 200: OrganisationSettingsReply },
      },
    },
    (request) => changeOwnSettings(app.services, request.tenant, request.body),
  );
}
