import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { CsvColumn, ReadNextBatch } from '@/server/http/csv-export';
import { type BulkRow, listBulkRows } from './queries';

/**
 * The results file: every line of the file in file order (those rejected at upload too, with the cells as written),
 * its outcome, the reason for a failure or rejection, the verdict and the check.
 */
export const resultColumns: CsvColumn<BulkRow>[] = [
  { header: 'line', value: (row) => row.line },
  { header: 'imei', value: (row) => row.imei },
  { header: 'claim_type', value: (row) => row.claimType },
  { header: 'reference', value: (row) => row.reference },
  { header: 'fnol', value: (row) => (row.fnol === null ? null : row.fnol ? 'yes' : 'no') },
  { header: 'loss_date', value: (row) => row.lossDate },
  { header: 'outcome', value: (row) => bulkIntakeMessages.outcomes[row.state] },
  { header: 'message', value: (row) => row.message },
  { header: 'verdict', value: (row) => row.verdict },
  { header: 'check_id', value: (row) => row.checkId },
];

const BATCH_ROWS = 2_000;

/** The rows after the last line of the previous read (the cursor is a line number), each read as the tenant. */
export const readResultRows =
  (tenant: TenantContext, id: string): ReadNextBatch<BulkRow, number> =>
  (afterLine) =>
    tenant.run(async (tx) => {
      const rows = await listBulkRows(
        tx,
        { organisationId: tenant.organisationId, id },
        { afterLine: afterLine ?? 0, limit: BATCH_ROWS },
      );
      return { rows, next: rows.length === BATCH_ROWS ? (rows.at(-1)?.line ?? null) : null };
    });
