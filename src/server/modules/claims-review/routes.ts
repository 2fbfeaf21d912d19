import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CheckLookupReply,
  CheckPageReply,
  ClaimTypeChangeReply,
  DeletedCountReply,
  RecheckReply,
} from '@/domain/contracts/checks';
import { ClaimTypeChangeSchema } from '@/domain/schemas/claim-type-change';
import { type ListAccess, registerCsvExport } from '@/server/http/csv-export';
import { IdParamsSchema } from '@/server/http/id-params';
import { ImeiParamsSchema } from '@/server/http/imei-params';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import { recheckDevice } from './recheck-device';
import { ListChecksQuerySchema } from './schema';
import {
  changeClaimType,
  checkExport,
  deleteCheckById,
  deleteChecksForImei,
  listCheckPage,
  loadCheckDetail,
} from './service';

const tags = ['claims review'];

/** Claims Review (/dashboard/check-history): every route is scoped to the actor's organisation. */
export async function claimsReviewRoutes(app: FastifyInstance): Promise<void> {
  const listAccess: ListAccess = { action: 'product:use', scope: 'checks:read' };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/checks',
    {
      config: listAccess,
      schema: {
        summary: 'List checks (claims review)',
        tags,
        querystring: ListChecksQuerySchema,
        response: { 200: CheckPageReply },
      },
    },
    (request) => listCheckPage(request.tenant, request.query),
  );

  registerCsvExport(app, {
    listPath: '/api/v1/checks',
    tags,
    access: listAccess,
    query: ListChecksQuerySchema,
    export: checkExport,
  });

  r.get(
    '/api/v1/checks/:id',
    {
      config: { action: 'product:use', scope: 'checks:read' },
      schema: {
        summary: 'Read a check',
        description:
          'An open check in full (state open), or, once its claim was settled or denied, that state and the record that keeps the check id.',
        tags,
        params: IdParamsSchema,
        response: { 200: CheckLookupReply },
      },
    },
    (request) => loadCheckDetail(request.tenant, request.params.id),
  );

  r.patch(
    '/api/v1/checks/:id/claim-type',
    {
      config: { action: 'product:use', scope: 'checks:write' },
      schema: {
        summary: "Change a check's claim type",
        tags,
        params: IdParamsSchema,
        body: ClaimTypeChangeSchema,
        response: { 200: ClaimTypeChangeReply },
      },
    },
    (request) => changeClaimType(request.tenant, { id: request.params.id, input: request.body }),
  );

  r.post(
    '/api/v1/checks/:id/rechecks',
    {
      config: { action: 'product:use', scope: 'checks:write', idempotent: true },
      schema: { summary: 'Re-check a device', tags, params: IdParamsSchema, response: { 201: RecheckReply } },
    },
    async (request, reply) => {
      // A re-check asks the same paid upstream as an intake, so it spends the same budget.
      await consumeProviderCheck(app.services.rateLimiter, 'device-history', request.session);
      return reply.status(201).send(await recheckDevice(app.services, request.tenant, request.params.id));
    },
  );

  r.delete(
    '/api/v1/checks/:id',
    {
      config: { action: 'claim:delete' },
      schema: { summary: 'Delete a check', tags, params: IdParamsSchema },
    },
    async (request, reply) => {
      await deleteCheckById(request.tenant, request.params.id);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/v1/checks/by-imei/:imei',
    {
      config: { action: 'claim:delete' },
      schema: {
        summary: 'Delete every check of a device',
        tags,
        params: ImeiParamsSchema,
        response: { 200: DeletedCountReply },
      },
    },
    async (request) => ({
      deleted: await deleteChecksForImei(request.tenant, request.params.imei),
    }),
  );
}
