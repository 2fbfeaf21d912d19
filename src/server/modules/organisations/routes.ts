import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@/domain/roles';
import { CreateOrganisationSchema } from '@/domain/schemas/organisation';
import { requireOrganisation } from '@/server/auth/actor';
import { listMembers, listOrganisationsWithUserCounts } from './queries';
import { createOrganisation, loadOwnOrganisation } from './service';

const tags = ['organisations'];

const OrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string(),
  createdAt: z.date(),
});
const OrganisationListSchema = z.array(OrganisationSchema.extend({ userCount: z.number().int() }));
const OwnOrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string(),
  memberCount: z.number().int(),
});
const MemberListSchema = z.array(
  z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    title: z.string().nullable(),
    role: z.enum(ROLES).nullable(),
  }),
);

/** Organisations: super admins create and list them all; organisation admins see only their own. */
export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.get(
    '/api/v1/organisations',
    {
      config: { action: 'platform:manage' },
      schema: { tags, response: { 200: OrganisationListSchema } },
    },
    async () =>
      (await listOrganisationsWithUserCounts(services.db)).map((row) => ({
        ...row,
        userCount: Number(row.userCount),
      })),
  );

  r.post(
    '/api/v1/organisations',
    {
      config: { action: 'platform:manage' },
      schema: { tags, body: CreateOrganisationSchema, response: { 201: OrganisationSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganisation(services, request.actor, request.body)),
  );

  r.get(
    '/api/v1/organisation',
    {
      config: { action: 'organisation:manage' },
      schema: { tags, response: { 200: OwnOrganisationSchema } },
    },
    (request) => loadOwnOrganisation(services, request.actor),
  );

  r.get(
    '/api/v1/organisation/members',
    {
      config: { action: 'organisation:manage' },
      schema: { tags, response: { 200: MemberListSchema } },
    },
    (request) => listMembers(services.db, requireOrganisation(request.actor)),
  );
}
