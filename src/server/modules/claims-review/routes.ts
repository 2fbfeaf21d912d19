import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClaimTypeChangeSchema } from '@/domain/schemas/claim-type-change';
import { IdParamsSchema } from '@/server/http/id-params';
import { ImeiParamsSchema } from '@/server/http/imei-params';
import { asJsonReport } from '@/server/modules/checks/check-view';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import type { CheckDetail } from './check-detail';
import { recheckDevice } from './recheck-device';
import {
  CheckDetailSchema,
  CheckPageSchema,
  ClaimTypeChangeReplySchema,
  DeletedCountSchema,
  ListChecksQuerySchema,
  RecheckReplySchema,
} from './schema';
import {
  changeClaimType,
  deleteCheckById,
  deleteChecksForImei,
  listCheckPage,
  loadCheckDetail,
} from './service';

const tags = ['claims review'];
const asJson = (check: CheckDetail) => ({ ...check, report: asJsonReport(check.report) });

/** Claims Review (/dashboard/check-history): every route is scoped to the actor's organisation. */
export async function claimsReviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/checks',
    {
      config: { action: 'product:use' },
      schema: { tags, querystring: ListChecksQuerySchema, response: { 200: CheckPageSchema } },
    },
    (request) => listCheckPage(app.services, request.actor, request.query),
  );

  r.get(
    '/api/v1/checks/:id',
    {
      config: { action: 'product:use' },
      schema: { tags, params: IdParamsSchema, response: { 200: CheckDetailSchema } },
    },
    async (request) => asJson(await loadCheckDetail(app.services, request.actor, request.params.id)),
  );

  r.patch(
    '/api/v1/checks/:id/claim-type',
    {
      config: { action: 'product:use' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: ClaimTypeChangeSchema,
        response: { 200: ClaimTypeChangeReplySchema },
      },
    },
    async (request) => {
      const input = { id: request.params.id, input: request.body };
      const { message, check } = await changeClaimType(app.services, request.actor, input);
      return { message, check: asJson(check) };
    },
  );

  r.post(
    '/api/v1/checks/:id/rechecks',
    {
      config: { action: 'product:use' },
      schema: { tags, params: IdParamsSchema, response: { 201: RecheckReplySchema } },
    },
    async (request, reply) => {
      // A re-check asks the same paid upstream as an intake, so it spends the same budget.
      await consumeProviderCheck(app.services.rateLimiter, 'device-history', request);
      const outcome = await recheckDevice(app.services, request.actor, request.params.id);
      return reply.status(201).send({ ...outcome, report: asJsonReport(outcome.report) });
    },
  );

  r.delete(
    '/api/v1/checks/:id',
    { config: { action: 'claim:delete' }, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteCheckById(app.services, request.actor, request.params.id);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/v1/checks/by-imei/:imei',
    {
      config: { action: 'claim:delete' },
      schema: { tags, params: ImeiParamsSchema, response: { 200: DeletedCountSchema } },
    },
    async (request) => ({
      deleted: await deleteChecksForImei(app.services, request.actor, request.params.imei),
    }),
  );
}
