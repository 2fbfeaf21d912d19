import type { TenantContext } from '@/server/auth/tenant-context';
import type { CsvColumn, ReadNextBatch } from '@/server/http/csv-export';
import { type BulkRow, listBulkRows } from './queries';

const OUTCOMES = { pending: 'Waiting', searching: 'Searching', done: 'Checked', failed: 'Failed' } as const;

/** The results file: every row of the batch in file order, its outcome, the reason for a failure and the verdict. */
export const resultColumns: CsvColumn<BulkRow>[] = [
  { header: 'line', value: (row) => row.line },
  { header: 'imei', value: (row) => row.imei },
  { header: 'claim_type', value: (row) => row.claimType },
  { header: 'reference', value: (row) => row.reference },
  { header: 'fnol', value: (row) => (row.fnol ? 'yes' : 'no') },
  { header: 'loss_date', value: (row) => row.lossDate },
  { header: 'outcome', value: (row) => OUTCOMES[row.state] },
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
