import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ListContract } from '@/domain/contracts/route';
import { CSV_QUOTED_MATCH, csvCell } from '@/domain/csv-cell';
import { messages } from '@/domain/messages';
import type { RegisterBatch, RegisterCursor } from '@/server/db/register-batch';
import type { TenantTx } from '@/server/db/tenant';
import { badRequest } from '@/server/errors';
import { type ListQuery, readsByCursor } from './paging';
import { registerContract } from './register-contract';

/** A column of an export: its heading and what each row writes in it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => Parameters<typeof csvCell>[0];
}

/** Reads one batch of an export after the cursor (where the last batch ended), in a short transaction of its own. */
export type ReadNextBatch<Row, Cursor = RegisterCursor> = (
  after: Cursor | null,
) => Promise<{ rows: Row[]; next: Cursor | null }>;

/** Every batch of an export, each read when the download asks for more. */
async function* batchesOf<Row, Cursor>(read: ReadNextBatch<Row, Cursor>): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  do {
    const batch: Awaited<ReturnType<ReadNextBatch<Row, Cursor>>> = await read(after);
    yield batch.rows;
    after = batch.next;
  } while (after);
}

/**
 * Sends the rows as a CSV download, streamed: a batch is read only when the client has taken the one before, so a
 * million rows keep the server's memory flat. A failure half-way ends the download (the client sees it cut off) and
 * is logged; nothing is written.
 */
export function sendCsv<Row, Cursor = RegisterCursor>(
  reply: FastifyReply,
  download: { filename: string; columns: CsvColumn<Row>[]; read: ReadNextBatch<Row, Cursor> },
) {
  const { filename, columns, read } = download;
  async function* records() {
    for await (const rows of batchesOf(read)) {
      for (const row of rows) yield columns.map((column) => csvCell(column.value(row)));
    }
  }
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    quoted_match: CSV_QUOTED_MATCH,
  });
  pipeline(Readable.from(records()), csv).catch((error: unknown) => {
    reply.log.error({ err: error }, `export ${filename} failed half-way`);
  });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}-${day}.csv"`)
    .send(csv);
}

/** Rows an export reads per transaction: large enough that a million rows take few round trips. */
export const EXPORT_BATCH_SIZE = 2_000;

/** A list's CSV export: the file's name (the day is added), its columns, and how to read the next batch. */
export interface ListExport<Row, Query> {
  filename: string;
  columns: CsvColumn<Row>[];
  batch: (
    tx: TenantTx,
    organisationId: string,
    batch: RegisterBatch,
    query: Query,
  ) => Promise<{ rows: Row[]; next: RegisterCursor | null }>;
}

/**
 * `GET <list>/export.csv`: every row of the list matching the list's own query (search and filters; page numbers are
 * ignored, a cursor refused), newest first, as a CSV download. Its contract comes from the list's (`defineList`), so it asks exactly
 * what the list asks.
 */
export function registerCsvExport<Row, Query extends z.ZodType<{ page: number; search?: string }>>(
  app: FastifyInstance,
  contract: ListContract<Query>['export'],
  listExport: ListExport<Row, z.output<Query>>,
): void {
  const { filename, columns, batch } = listExport;
  registerContract(app, contract, (request, reply) => {
    // Generic over the list's query, TypeScript cannot follow the parsed query's type here; the schema has parsed it.
    const listQuery = request.query as z.output<Query>;
    // An export reads every row: a cursor or a sync's start would be silently dropped, so it is refused.
    if (readsByCursor(listQuery as ListQuery)) throw badRequest(messages.exportReadsEveryRow);
    const { tenant } = request;
    return sendCsv(reply, {
      filename,
      columns,
      read: (after) =>
        tenant.read((tx) =>
          batch(
            tx,
            tenant.organisationId,
            // A list without a search (Alerts) exports every row its filters keep.
            { search: listQuery.search ?? '', after, size: EXPORT_BATCH_SIZE },
            listQuery,
          ),
        ),
    });
  });
}
