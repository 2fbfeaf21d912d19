import type { FastifyInstance } from 'fastify';
import {
  carrierCheckCreation,
  carrierCheckImage,
  carrierCheckList,
  carrierCheckRead,
} from '@/domain/contracts/carrier-checks';
import { registerCsvExport } from '@/server/http/csv-export';
import { registerContract } from '@/server/http/register-contract';
import { consumeProviderCheck } from '@/server/rate-limit/provider-checks';
import {
  carrierCheckExport,
  listCarrierCheckPage,
  loadCarrierCheck,
  loadCarrierCheckImage,
  runCarrierCheck,
} from './service';

/**
 * Served pictures come from the carrier: SVG may hold script, so the answer may never run any, even when opened
 * directly rather than through <img>.
 */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Carrier Check and its history (/dashboard/vz-check and vz-check-history), scoped to the organisation. */
export async function carrierCheckRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, carrierCheckCreation, async (request) => {
    await consumeProviderCheck(app.services.rateLimiter, 'carrier', request.session);
    const input = { imei: request.body.imei, log: request.log };
    return runCarrierCheck(app.services, request.tenant, input);
  });
  registerContract(app, carrierCheckList, (request) => listCarrierCheckPage(request.tenant, request.query));
  registerCsvExport(app, carrierCheckList.export, carrierCheckExport);
  registerContract(app, carrierCheckRead, (request) => loadCarrierCheck(request.tenant, request.params.id));

  registerContract(app, carrierCheckImage, async (request, reply) => {
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
  });
}
