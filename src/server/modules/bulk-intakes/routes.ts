import type { FastifyInstance } from 'fastify';
import {
  bulkFileValidation,
  bulkIntakeApproval,
  bulkIntakeCreation,
  bulkIntakeList,
  bulkIntakeRead,
  bulkIntakeResults,
  bulkIntakeRetry,
  bulkIntakeRowList,
  bulkIntakeRowRetry,
} from '@/domain/contracts/bulk-intakes';
import { sendCsv } from '@/server/http/csv-export';
import { registerContract } from '@/server/http/register-contract';
import { claimKeyWithFile } from '@/server/plugins/idempotency';
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

/**
 * Bulk intake: a file of intakes checked against the single intake's rules line by line, then worked in the
 * background. The file is taken as the raw body whatever type is declared (the content decides), and is read only
 * after the permission check.
 */
export async function bulkIntakeRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const { services } = app;
  const bulkFiles = createBulkFileChecker(services.env.BULK_FILE_THREADS);
  app.addHook('onClose', () => bulkFiles.close());

  registerContract(app, bulkFileValidation, async (request) => {
    await consumeBulkFile(services.rateLimiter, request.session);
    const bytes = await readBulkFile(request);
    const { total, valid, problems } = await validateBulkFile({ bulkFiles }, request.tenant, bytes);
    return { total, valid: valid.length, problems };
  });

  registerContract(app, bulkIntakeCreation, async (request, reply) => {
    // Read first: a retry with the same Idempotency-Key and file gets the first reply, without counting a file again.
    const bytes = await readBulkFile(request);
    if (await claimKeyWithFile(request, reply, bytes)) return reply;
    await consumeBulkFile(services.rateLimiter, request.session);
    const outcome = await createBulkIntake({ ...services, bulkFiles }, request.tenant, {
      bytes,
      skipInvalid: request.query.skipInvalid === 'true',
    });
    if (outcome.rejected) return reply.status(422).send(outcome.rejected);
    return outcome.created;
  });

  registerContract(app, bulkIntakeList, (request) => pageBulkIntakes(request.tenant, request.query));
  registerContract(app, bulkIntakeRead, (request) => readBulkIntake(request.tenant, request.params.id));
  registerContract(app, bulkIntakeRowList, (request) =>
    pageBulkRows(request.tenant, request.params.id, request.query),
  );

  registerContract(app, bulkIntakeResults, async (request, reply) => {
    await readBulkIntake(request.tenant, request.params.id);
    return sendCsv(reply, {
      filename: 'bulk-intake-results',
      columns: resultColumns,
      read: readResultRows(request.tenant, request.params.id),
    });
  });

  registerContract(app, bulkIntakeRetry, (request) =>
    retryBulkRows(services, request.tenant, { id: request.params.id }),
  );
  registerContract(app, bulkIntakeRowRetry, (request) =>
    retryBulkRows(services, request.tenant, { id: request.params.id, line: request.params.line }),
  );
}

/**
 * An org admin's decision on a bulk intake awaiting approval: a JSON body, so in a context of its own (the file routes
 * above take their bodies raw).
 */
export async function bulkIntakeApprovalRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, bulkIntakeApproval, (request) =>
    decideBulkIntake(app.services, request.tenant, { id: request.params.id, decision: request.body }),
  );
}
