import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { csvCell } from '@/domain/csv-cell';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { RegisterCursor } from '@/server/db/register-batch';
import type { TenantTx } from '@/server/db/tenant';

/** A column of an export: its heading and what each row writes in it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => Parameters<typeof csvCell>[0];
}

/** Reads one batch of an export after the cursor, in the organisation's tenant transaction. */
export type ReadBatch<Row> = (
  tx: TenantTx,
  organisationId: string,
  after: RegisterCursor | null,
) => Promise<{ rows: Row[]; next: RegisterCursor | null }>;

/** Every batch of an export, each read in a short tenant transaction of its own when the download asks for more. */
async function* batchesOf<Row>(tenant: TenantContext, read: ReadBatch<Row>): AsyncGenerator<Row[]> {
  let after: RegisterCursor | null = null;
  do {
    const batch: Awaited<ReturnType<ReadBatch<Row>>> = await tenant.run((tx) =>
      read(tx, tenant.organisationId, after),
    );
    yield batch.rows;
    after = batch.next;
  } while (after);
}

/**
 * Sends the rows as a CSV download, streamed: a batch is read only when the client has taken the one before, so a
 * million rows keep the server's memory flat. A failure half-way ends the download (the client sees it cut off) and
 * is logged; nothing is written.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  download: { filename: string; columns: CsvColumn<Row>[]; tenant: TenantContext; read: ReadBatch<Row> },
) {
  const { filename, columns, tenant, read } = download;
  async function* records() {
    for await (const rows of batchesOf(tenant, read)) {
      for (const row of rows) yield columns.map((column) => csvCell(column.value(row)));
    }
  }
  const csv = stringify({ header: true, columns: columns.map((column) => column.header) });
  pipeline(Readable.from(records()), csv).catch((error: unknown) => {
    reply.log.error({ err: error }, `export ${filename} failed half-way`);
  });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}-${day}.csv"`)
    .send(csv);
}
