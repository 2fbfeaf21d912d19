import type { Readable } from 'node:stream';
import { BULK_INTAKE_MAX_BYTES } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { notFound } from '@/server/errors';
import { fileTooLarge, readLimitedBody } from '@/server/http/read-limited-body';
import type { Services } from '@/server/services';
import { parseBulkFile } from './parse-bulk-file';
import { findBulkIntake, insertBulkIntake, listBulkRows, loadBulkContext } from './queries';
import { queueBulkIntake } from './queue-bulk-intake';
import { imeiKeysOf, validateBulkLines } from './validate-bulk-lines';

/** The uploaded file's bytes (at most 2 MB; a larger one is refused before it is read in full). */
export function readBulkFile(request: { body: unknown; headers: { 'content-length'?: string } }) {
  return readLimitedBody(request.body as Readable | undefined, {
    declaredLength: request.headers['content-length'],
    limit: BULK_INTAKE_MAX_BYTES,
    tooLarge: () => fileTooLarge(bulkIntakeMessages.tooLarge, bulkIntakeMessages.title),
  });
}

/** Every line of the file through the intake rules; nothing is searched or stored. */
export async function validateBulkFile(tenant: TenantContext, bytes: Buffer) {
  const lines = parseBulkFile(bytes);
  const context = await tenant.run((tx) => loadBulkContext(tx, tenant.organisationId, imeiKeysOf(lines)));
  const { valid, problems } = validateBulkLines(lines, context);
  return { total: lines.length, valid, problems };
}

/**
 * Starts a batch of the file's rows, or refuses it with every line's problem. With `skipInvalid` (the screen's
 * confirmation, after the user saw the problems) the valid rows are started and the others left out. The batch, its
 * rows, its first job and its audit event are written in one transaction.
 */
export async function createBulkIntake(
  deps: Pick<Services, 'jobs'>,
  tenant: TenantContext,
  input: { bytes: Buffer; skipInvalid: boolean },
) {
  const { total, valid, problems } = await validateBulkFile(tenant, input.bytes);
  const summary = { total, valid: valid.length, problems };
  if ((problems.length > 0 && !input.skipInvalid) || valid.length === 0) {
    const message: string =
      valid.length === 0 ? bulkIntakeMessages.noValidRows : bulkIntakeMessages.rowsInvalid;
    return { rejected: { code: 'ROWS_INVALID' as const, message, ...summary }, id: null };
  }
  const { organisationId, userId } = tenant;
  const id = await tenant.run(async (tx) => {
    const created = await insertBulkIntake(tx, {
      organisationId,
      createdBy: userId,
      apiKeyId: tenant.actor.apiKey?.id ?? null,
      lines: valid,
    });
    await queueBulkIntake(deps.jobs, tx, { bulkIntakeId: created, organisationId });
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: userId,
      action: 'bulk-intake.created',
      subjectType: 'bulk_intake',
      subjectId: created,
      details: { rows: valid.length, linesLeftOut: problems.length },
    });
    return created;
  });
  return { rejected: null, id };
}

export async function readBulkIntake(tenant: TenantContext, id: string) {
  const found = await tenant.run((tx) => findBulkIntake(tx, tenant.organisationId, id));
  if (!found) throw notFound(bulkIntakeMessages.batchNotFound);
  return found;
}

/** One page of the batch's rows in file order (the batch must be the organisation's). */
export async function pageBulkRows(
  tenant: TenantContext,
  id: string,
  page: { page: number; pageSize: number },
) {
  const { organisationId } = tenant;
  return tenant.run(async (tx) => {
    const found = await findBulkIntake(tx, organisationId, id);
    if (!found) throw notFound(bulkIntakeMessages.batchNotFound);
    const offset = (page.page - 1) * page.pageSize;
    const items = await listBulkRows(
      tx,
      { organisationId, id },
      { afterLine: 0, limit: page.pageSize, offset },
    );
    return { items, total: found.total, ...page };
  });
}
