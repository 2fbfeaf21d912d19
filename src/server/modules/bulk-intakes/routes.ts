import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_INTAKE_COLUMNS,
  BULK_INTAKE_MAX_BYTES,
  BULK_INTAKE_MAX_ROWS,
  BULK_INTAKE_ROW_STATES,
  BULK_INTAKE_STATUSES,
} from '@/domain/bulk-intake';
import {
  BulkIntakeCreatedReply,
  BulkIntakePageReply,
  BulkIntakeRejectedReply,
  BulkIntakeReply,
  BulkIntakeRetryReply,
  BulkIntakeRowPageReply,
  BulkIntakeValidationReply,
} from '@/domain/contracts/bulk-intakes';
import { IdParamsSchema } from '@/domain/contracts/params';
import { BulkIntakeApprovalSchema } from '@/domain/schemas/bulk-intake-approval';
import { sendCsv } from '@/server/http/csv-export';
import { createBulkFileChecker } from './bulk-file-checker';
import { consumeBulkFile } from './bulk-file-limits';
import { readResultRows, resultColumns } from './results-csv';
import {
  createBulkIntake,
  decideBulkIntake,
  pageBulkIntakes,
  pageBulkRows,
  readBulkFile,
  readBulkIntake,
  retryBulkRows,
  validateBulkFile,
} from './service';

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
  const bulkFiles = createBulkFileChecker(services.env.BULK_FILE_THREADS);
  app.addHook('onClose', () => bulkFiles.close());
  const paging = {
    page: z.coerce.number().int().min(1).max(1_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  };

  r.post(
    '/api/v1/bulk-intakes/validation',
    {
      config: { action: 'product:use', scope: 'checks:write' },
      schema: {
        summary: 'Validate a bulk intake file',
        description: `${file} Every line is checked with the intake rules; nothing is searched or stored. Files checked (here and uploaded) are limited per user or API key.`,
        tags,
        response: { 200: BulkIntakeValidationReply },
      },
    },
    async (request) => {
      await consumeBulkFile(services.rateLimiter, request.session);
      const bytes = await readBulkFile(request);
      const { total, valid, problems } = await validateBulkFile({ bulkFiles }, request.tenant, bytes);
      return { total, valid: valid.length, problems };
    },
  );

  r.post(
    '/api/v1/bulk-intakes',
    {
      config: { action: 'product:use', scope: 'checks:write' },
      schema: {
        summary: 'Start a bulk intake',
        description: `${file} With a line that cannot be checked the file is refused (422, every line's problem) unless skipInvalid=true, which starts the valid rows and keeps the others in the batch as rejected rows. Each row's search counts against the uploader's (or key's) limit on paid searches, as a single intake does; an organization runs a limited number of batches at once (409 TOO_MANY_BULK_INTAKES beyond it). A member's file of more rows than the organization's bulkApprovalAboveRows setting is accepted as awaiting-approval: nothing is searched until an org admin approves it.`,
        tags,
        querystring: z.object({ skipInvalid: z.enum(['true', 'false']).default('false') }),
        response: { 202: BulkIntakeCreatedReply, 422: BulkIntakeRejectedReply },
      },
    },
    async (request, reply) => {
      await consumeBulkFile(services.rateLimiter, request.session);
      const bytes = await readBulkFile(request);
      const outcome = await createBulkIntake({ ...services, bulkFiles }, request.tenant, {
        bytes,
        skipInvalid: request.query.skipInvalid === 'true',
      });
      if (outcome.rejected) return reply.status(422).send(outcome.rejected);
      return reply.status(202).send(outcome.created);
    },
  );

  r.get(
    '/api/v1/bulk-intakes',
    {
      config: { action: 'product:use', scope: 'checks:read' },
      schema: {
        summary: "List your organization's bulk intakes",
        description:
          'Newest first: who uploaded each, when, where it stands and its counts. `status` lists one status only (status=awaiting-approval: the uploads an org admin may approve).',
        tags,
        querystring: z.object({ ...paging, status: z.enum(BULK_INTAKE_STATUSES).optional() }),
        response: { 200: BulkIntakePageReply },
      },
    },
    (request) => pageBulkIntakes(request.tenant, request.query),
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
        description:
          'Every line of the file in file order: the rows searched or waiting, and the lines rejected at upload with their reason. `state` lists one kind only (state=rejected, state=failed).',
        tags,
        params: IdParamsSchema,
        querystring: z.object({ ...paging, state: z.enum(BULK_INTAKE_ROW_STATES).optional() }),
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
          "Every line of the file in file order with its outcome (a line rejected at upload too), the reason for a failure or rejection and the provider's verdict.",
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

  r.post(
    '/api/v1/bulk-intakes/:id/retry',
    {
      config: { action: 'product:use', scope: 'checks:write' },
      schema: {
        summary: "Retry a bulk intake's failed rows",
        description:
          "Every failed row of the batch is searched again, as the batch's uploader. Refused (409) when no row failed, or when the batch stopped because its uploader was deactivated or its API key revoked.",
        tags,
        params: IdParamsSchema,
        response: { 200: BulkIntakeRetryReply },
      },
    },
    (request) => retryBulkRows(services, request.tenant, { id: request.params.id }),
  );

  r.post(
    '/api/v1/bulk-intakes/:id/rows/:line/retry',
    {
      config: { action: 'product:use', scope: 'checks:write' },
      schema: {
        summary: 'Retry one failed row of a bulk intake',
        description: 'The row on that line of the file is searched again; refused (409) unless it failed.',
        tags,
        params: IdParamsSchema.extend({ line: z.coerce.number().int().min(2).max(1_000_000) }),
        response: { 200: BulkIntakeRetryReply },
      },
    },
    (request) =>
      retryBulkRows(services, request.tenant, { id: request.params.id, line: request.params.line }),
  );
}

/**
 * An org admin's decision on a bulk intake awaiting approval: a JSON body, so in a context of its own (the file routes
 * above take their bodies raw).
 */
export async function bulkIntakeApprovalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.post(
    '/api/v1/bulk-intakes/:id/approval',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: 'Approve or reject a bulk intake awaiting approval',
        description:
          "An org admin's decision on a member's upload awaiting approval: `{approve: true}` queues it (within the organization's limit on batches at once, 409 TOO_MANY_BULK_INTAKES beyond it); `{approve: false, reason}` ends it rejected-by-admin with the reason shown to the uploader, none of its rows searched. 409 NOT_AWAITING_APPROVAL once decided (approving twice queues it once). Not for API keys.",
        tags,
        params: IdParamsSchema,
        body: BulkIntakeApprovalSchema,
        response: { 200: BulkIntakeReply },
      },
    },
    (request) =>
      decideBulkIntake(services, request.tenant, { id: request.params.id, decision: request.body }),
  );
}
