import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MemberListReply,
  OwnOrganisationReply,
  organisationCreation,
  organisationList,
} from '@/domain/contracts/organisations';
import { registerContract } from '@/server/http/register-contract';
import { createOrganisation, listOrganisations, listOwnMembers, loadOwnOrganisation } from './service';

const tags = ['organisations'];

/** Organisations: super admins create and list them all; organisation admins see only their own. */
export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  registerContract(app, organisationList, () => listOrganisations(services));
  registerContract(app, organisationCreation, (request) =>
    createOrganisation(services, request.platform, request.body),
  );

  r.get(
    '/api/v1/organisation',
    {
      config: { action: 'organisation:manage' },
      schema: { summary: 'Read your organization', tags, response: { 200: OwnOrganisationReply } },
    },
    (request) => loadOwnOrganisation(services, request.tenant),
  );

  r.get(
    '/api/v1/organisation/members',
    {
      config: { action: 'organisation:manage' },
      schema: { summary: "List your organization's members", tags, response: { 200: MemberListReply } },
    },
    (request) => listOwnMembers(services, request.tenant),
  );
}
