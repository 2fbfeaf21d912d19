import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BULK_INTAKE_COLUMNS, BULK_INTAKE_MAX_BYTES, BULK_INTAKE_MAX_ROWS } from '@/domain/bulk-intake';
import {
  BulkIntakeCreatedReply,
  BulkIntakeRejectedReply,
  BulkIntakeReply,
  BulkIntakeRowPageReply,
  BulkIntakeValidationReply,
} from '@/domain/contracts/bulk-intakes';
import { sendCsv } from '@/server/http/csv-export';
import { IdParamsSchema } from '@/server/http/id-params';
import { readResultRows, resultColumns } from './results-csv';
import { createBulkIntake, pageBulkRows, readBulkFile, readBulkIntake, validateBulkFile } from './service';

const tags = ['bulk intake'];
const file = `The CSV file as the request body (UTF-8, with or without a byte-order mark), at most ${BULK_INTAKE_MAX_BYTES} bytes: a first line naming the columns ${BULK_INTAKE_COLUMNS.join(', ')}, then at most ${BULK_INTAKE_MAX_ROWS} rows. fnol is yes or no; loss_date is YYYY-MM-DD.`;

/**
 * Bulk intake: a file of intakes checked against the single intake's rules line by line, then worked in the
 * background. The file is taken as the raw body whatever type is declared (the content decides), and is read only
 * after the permission check.
 */
export async function bulkIntakeRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.post(
    '/api/v1/bulk-intakes/validation',
    {
      config: { action: 'product:use', scope: 'checks:write' },
      schema: {
        summary: 'Validate a bulk intake file',
        description: `${file} Every line is checked with the intake rules; nothing is searched or stored.`,
        tags,
        response: { 200: BulkIntakeValidationReply },
      },
    },
    async (request) => {
      const { total, valid, problems } = await validateBulkFile(request.tenant, await readBulkFile(request));
      return { total, valid: valid.length, problems };
    },
  );

  r.post(
    '/api/v1/bulk-intakes',
    {
      config: { action: 'product:use', scope: 'checks:write' },
      schema: {
        summary: 'Start a bulk intake',
        description: `${file} With a line that cannot be checked the file is refused (422, every line's problem) unless skipInvalid=true, which starts the valid rows only.`,
        tags,
        querystring: z.object({ skipInvalid: z.enum(['true', 'false']).default('false') }),
        response: { 202: BulkIntakeCreatedReply, 422: BulkIntakeRejectedReply },
      },
    },
    async (request, reply) => {
      const bytes = await readBulkFile(request);
      const created = await createBulkIntake(services, request.tenant, {
        bytes,
        skipInvalid: request.query.skipInvalid === 'true',
      });
      if (created.rejected) return reply.status(422).send(created.rejected);
      return reply.status(202).send({ id: created.id });
    },
  );

  r.get(
    '/api/v1/bulk-intakes/:id',
    {
      config: { action: 'product:use', scope: 'checks:read' },
      schema: {
        summary: 'Read a bulk intake',
        tags,
        params: IdParamsSchema,
        response: { 200: BulkIntakeReply },
      },
    },
    (request) => readBulkIntake(request.tenant, request.params.id),
  );

  r.get(
    '/api/v1/bulk-intakes/:id/rows',
    {
      config: { action: 'product:use', scope: 'checks:read' },
      schema: {
        summary: "List a bulk intake's rows",
        tags,
        params: IdParamsSchema,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: BulkIntakeRowPageReply },
      },
    },
    (request) => pageBulkRows(request.tenant, request.params.id, request.query),
  );

  r.get(
    '/api/v1/bulk-intakes/:id/results.csv',
    {
      config: { action: 'product:use', scope: 'checks:read' },
      schema: {
        summary: "Download a bulk intake's results as CSV",
        description:
          "Every row in file order with its outcome, the reason for a failure and the provider's verdict.",
        tags,
        params: IdParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      await readBulkIntake(request.tenant, request.params.id);
      return sendCsv(reply, {
        filename: 'bulk-intake-results',
        columns: resultColumns,
        read: readResultRows(request.tenant, request.params.id),
      });
    },
  );
}
