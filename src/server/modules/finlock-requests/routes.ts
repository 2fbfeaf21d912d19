import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carrierMessages } from '@/domain/carrier-messages';
import { CreatedFinLockRequestReply, FinLockRequestPageReply } from '@/domain/contracts/finlock-requests';
import { FinLockRequestSchema } from '@/domain/schemas/finlock-request';
import { type ListAccess, registerCsvExport } from '@/server/http/csv-export';
import { IdParamsSchema } from '@/server/http/id-params';
import { ListFinLockRequestsQuerySchema } from './schema';
import {
  finlockRequestExport,
  listFinLockRequestPage,
  removeFinLockRequest,
  requestFinLockRemoval,
} from './service';

const tags = ['finlock requests'];

/**
 * Financial Lock Removal requests (/dashboard/vz-unlock). Creating and deleting are
 * open to every role, within the user's own organisation.
 */
export async function finlockRequestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/finlock-requests',
    {
      config: { action: 'product:use', scope: 'carrier:write', idempotent: true },
      schema: {
        summary: 'Request FinLock removal',
        tags,
        body: FinLockRequestSchema,
        response: { 201: CreatedFinLockRequestReply },
      },
    },
    async (request, reply) => {
      const created = await requestFinLockRemoval(app.services, request.tenant, request.body);
      return reply.status(201).send({ message: carrierMessages.finlockCreated, request: created });
    },
  );

  const listAccess: ListAccess = { action: 'product:use' };
  r.get(
    '/api/v1/finlock-requests',
    {
      config: listAccess,
      schema: {
        summary: 'List FinLock removal requests',
        tags,
        querystring: ListFinLockRequestsQuerySchema,
        response: { 200: FinLockRequestPageReply },
      },
    },
    (request) => listFinLockRequestPage(request.tenant, request.query),
  );

  registerCsvExport(app, {
    listPath: '/api/v1/finlock-requests',
    tags,
    access: listAccess,
    query: ListFinLockRequestsQuerySchema,
    export: finlockRequestExport,
  });

  r.delete(
    '/api/v1/finlock-requests/:id',
    {
      config: { action: 'product:use' },
      schema: { summary: 'Delete a FinLock removal request', tags, params: IdParamsSchema },
    },
    async (request, reply) => {
      await removeFinLockRequest(request.tenant, request.params.id);
      return reply.status(204).send();
    },
  );
}
