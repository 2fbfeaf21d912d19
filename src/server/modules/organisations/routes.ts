import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  memberList,
  OrganisationListReply,
  OrganisationReply,
  ownOrganisationRead,
} from '@/domain/contracts/organisations';
import { CreateOrganisationSchema } from '@/domain/schemas/organisation';
import { registerContract } from '@/server/http/register-contract';
import { createOrganisation, listOrganisations, listOwnMembers, loadOwnOrganisation } from './service';

const tags = ['organisations'];

/** Organisations: super admins create and list them all; organisation admins see only their own. */
export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.get(
    '/api/v1/organisations',
    {
      config: { action: 'platform:manage' },
      schema: { summary: 'List organizations', tags, response: { 200: OrganisationListReply } },
    },
    () => listOrganisations(services),
  );

  r.post(
    '/api/v1/organisations',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: 'Create an organization',
        tags,
        body: CreateOrganisationSchema,
        response: { 201: OrganisationReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganisation(services, request.platform, request.body)),
  );

  registerContract(app, ownOrganisationRead, (request) => loadOwnOrganisation(services, request.tenant));
  registerContract(app, memberList, (request) => listOwnMembers(services, request.tenant));
}
