import type { FastifyInstance } from 'fastify';
import {
  memberList,
  organisationCreation,
  organisationList,
  ownOrganisationRead,
} from '@/domain/contracts/organisations';
import { registerContract } from '@/server/http/register-contract';
import { createOrganisation, listOrganisations, listOwnMembers, loadOwnOrganisation } from './service';

/** Organisations: super admins create and list them all; organisation admins see only their own. */
export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerContract(app, organisationList, () => listOrganisations(services));
  registerContract(app, organisationCreation, (request) =>
    createOrganisation(services, request.platform, request.body),
  );

  registerContract(app, ownOrganisationRead, (request) => loadOwnOrganisation(services, request.tenant));
  registerContract(app, memberList, (request) => listOwnMembers(services, request.tenant));
}
