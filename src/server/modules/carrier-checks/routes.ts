import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CarrierCheckPageReply, CarrierCheckReply } from '@/domain/contracts/carrier-checks';
import { CarrierCheckRequestSchema } from '@/domain/schemas/carrier-check';
import { type ListAccess, registerCsvExport } from '@/server/http/csv-export';
import { IdParamsSchema } from '@/server/http/id-params';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import { ListCarrierChecksQuerySchema } from './schema';
import {
  carrierCheckExport,
  listCarrierCheckPage,
  loadCarrierCheck,
  loadCarrierCheckImage,
  runCarrierCheck,
} from './service';

const tags = ['carrier checks'];

/**
 * Served pictures come from the carrier: SVG may hold script, so the answer may never run any, even when opened
 * directly rather than through <img>.
 */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Carrier Check and its history (/dashboard/vz-check and vz-check-history), scoped to the organisation. */
export async function carrierCheckRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/carrier-checks',
    {
      config: { action: 'product:use', scope: 'carrier:write', idempotent: true },
      schema: {
        summary: 'Check a device with the carrier',
        tags,
        body: CarrierCheckRequestSchema,
        response: { 201: CarrierCheckReply },
      },
    },
    async (request, reply) => {
      await consumeProviderCheck(app.services.rateLimiter, 'carrier', request.session);
      const input = { imei: request.body.imei, log: request.log };
      return reply.status(201).send(await runCarrierCheck(app.services, request.tenant, input));
    },
  );

  const listAccess: ListAccess = { action: 'product:use' };
  r.get(
    '/api/v1/carrier-checks',
    {
      config: listAccess,
      schema: {
        summary: 'List carrier checks',
        tags,
        querystring: ListCarrierChecksQuerySchema,
        response: { 200: CarrierCheckPageReply },
      },
    },
    (request) => listCarrierCheckPage(request.tenant, request.query),
  );

  registerCsvExport(app, {
    listPath: '/api/v1/carrier-checks',
    tags,
    access: listAccess,
    query: ListCarrierChecksQuerySchema,
    export: carrierCheckExport,
  });

  r.get(
    '/api/v1/carrier-checks/:id',
    {
      config: { action: 'product:use' },
      schema: {
        summary: 'Read a carrier check',
        tags,
        params: IdParamsSchema,
        response: { 200: CarrierCheckReply },
      },
    },
    (request) => loadCarrierCheck(request.tenant, request.params.id),
  );

  r.get(
    '/api/v1/carrier-checks/:id/image',
    {
      config: { action: 'product:use' },
      schema: {
        summary: "Read a carrier check's device picture",
        tags,
        description: 'The device picture the carrier gave, kept and served by this app.',
        params: IdParamsSchema,
        querystring: z.object({ v: z.string().min(8).max(64).optional() }),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const image = await loadCarrierCheckImage(request.tenant, request.params.id);
      const etag = `"${image.id}"`;
      reply.header('etag', etag);
      reply.header('content-security-policy', IMAGE_CSP);
      reply.header('x-content-type-options', 'nosniff');
      reply.header(
        'cache-control',
        request.query.v && image.id.startsWith(request.query.v)
          ? 'private, max-age=31536000, immutable'
          : 'private, no-cache',
      );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(image.contentType).send(image.image);
    },
  );
}
