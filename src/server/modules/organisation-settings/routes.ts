import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrganisationSettingsReply } from '@/domain/contracts/organisation-settings';
import { messages } from '@/domain/messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { requireOwnOrganisation } from '@/server/auth/require-own-organisation';
import { notFound } from '@/server/errors';
import { readSettings, updateSettings } from './queries';

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
  const { db } = app.services;
  const tags = ['organisations'];

  r.get(
    '/api/v1/organisation-settings',
    {
      config: { action: 'organisation:manage' },
      schema: { tags, response: { 200: OrganisationSettingsReply } },
    },
    async (request) => {
      const settings = await readSettings(db, requireOwnOrganisation(request.actor).id);
      if (!settings) throw notFound(messages.organisationNotFound);
      return settings;
    },
  );

  r.put(
    '/api/v1/organisation-settings',
    {
      config: { action: 'organisation:manage' },
      schema: { tags, body: SettingsChangeSchema, response: { 200: OrganisationSettingsReply } },
    },
    async (request) => {
      const organisation = requireOwnOrganisation(request.actor);
      return db.transaction(async (tx) => {
        const settings = await updateSettings(tx, organisation.id, request.body);
        if (!settings) throw notFound(messages.organisationNotFound);
        await recordAuditEvent(tx, {
          organizationId: organisation.id,
          actorUserId: request.actor?.userId ?? null,
          action: 'organisation.settings-changed',
          subjectType: 'organization',
          subjectId: organisation.id,
          details: { ...request.body },
        });
        return settings;
      });
    },
  );
}
