import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CleanupReply,
  DeniedReply,
  ReplacementMatchesReply,
  SettledReply,
} from '@/domain/contracts/claim-decisions';
import { IdParamsSchema, ImeiParamsSchema } from '@/domain/contracts/params';
import { DenialSchema, SettlementSchema } from '@/domain/schemas/settlement';
import { denyCheck } from './deny-check';
import { cleanupRelatedClaims, listReplacementMatches } from './related-claims';
import { settleCheck } from './settle-check';

const tags = ['settle and deny'];

/** Settling and denying a recorded check, each in one transaction, and the settle dialog's helpers. */
export async function claimDecisionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/checks/:id/settlement',
    {
      config: { action: 'product:use', scope: 'claims:write', idempotent: true },
      schema: {
        summary: 'Settle a claim',
        tags,
        params: IdParamsSchema,
        body: SettlementSchema,
        response: { 201: SettledReply },
      },
    },
    async (request, reply) => {
      const input = { checkId: request.params.id, input: request.body };
      return reply.status(201).send(await settleCheck(app.services, request.tenant, input));
    },
  );

  r.post(
    '/api/v1/checks/:id/denial',
    {
      config: { action: 'product:use', scope: 'claims:write', idempotent: true },
      schema: {
        summary: 'Deny a claim',
        tags,
        params: IdParamsSchema,
        body: DenialSchema,
        response: { 201: DeniedReply },
      },
    },
    async (request, reply) => {
      const input = { checkId: request.params.id, input: request.body };
      return reply.status(201).send(await denyCheck(app.services, request.tenant, input));
    },
  );

  r.get(
    '/api/v1/replacement-matches',
    {
      config: { action: 'product:use', scope: 'claims:read' },
      schema: {
        summary: 'Find earlier claims that handed out a replacement device',
        tags,
        querystring: ImeiParamsSchema,
        response: { 200: ReplacementMatchesReply },
      },
    },
    (request) => listReplacementMatches(request.tenant, request.query.imei),
  );

  r.post(
    '/api/v1/claim-cleanups',
    {
      config: { action: 'claim:delete' },
      schema: {
        summary: "Remove a device's claims and replacement devices",
        tags,
        body: ImeiParamsSchema,
        response: { 200: CleanupReply },
      },
    },
    (request) => cleanupRelatedClaims(request.tenant, request.body.imei),
  );
}
