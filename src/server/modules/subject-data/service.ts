import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { getTableColumns } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import {
  SUBJECT_DATA_KINDS,
  type SubjectDataKind,
  type SubjectDataSummary,
  type SubjectSelector,
} from '@/domain/contracts/subject-data';
import { CSV_QUOTED_MATCH, csvCell } from '@/domain/csv-cell';
import { imeiMatchKey } from '@/domain/imei';
import { subjectDataMessages } from '@/domain/subject-data-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { mailOutbox } from '@/server/db/schema/platform';
import { notFound } from '@/server/errors';
import { EXPORT_BATCH_SIZE } from '@/server/http/csv-export';
import { currentRequestId } from '@/server/http/request-context';
import type { Services } from '@/server/services';
import {
  countTenantKind,
  type KindCursor,
  mailsTo,
  organisationMember,
  type SubjectMatch,
  subjectRecordIds,
  TENANT_KINDS,
  type TenantKindName,
  tenantKindBatch,
} from './queries';

type Deps = Pick<Services, 'db'>;
type Counts = SubjectDataSummary['counts'];
type Row = Record<string, unknown>;
type Member = NonNullable<Awaited<ReturnType<typeof organisationMember>>>;

const selectorKind = (selector: SubjectSelector) =>
  selector.imei !== undefined ? 'imei' : selector.claimReference !== undefined ? 'claimReference' : 'userId';

/**
 * The subject as the queries match it; a user who is not a person of the admin's organisation is a 404, whether they
 * exist elsewhere or not, so nothing of another organisation is told or read.
 */
async function matchOf(deps: Deps, tenant: TenantContext, selector: SubjectSelector) {
  const { organisationId } = tenant;
  if (selector.userId !== undefined) {
    const member = await organisationMember(deps.db, organisationId, selector.userId);
    if (!member) throw notFound(subjectDataMessages.userNotFound);
    return { match: { kind: 'userId', userId: member.id, email: member.email } as SubjectMatch, member };
  }
  const partial: SubjectMatch =
    selector.imei !== undefined
      ? { kind: 'imei', imei: selector.imei, imeiKey: imeiMatchKey(selector.imei), recordIds: [] }
      : { kind: 'claimReference', claimReference: selector.claimReference ?? '', recordIds: [] };
  const recordIds = await tenant.read((tx) => subjectRecordIds(tx, organisationId, partial));
  return { match: { ...partial, recordIds } as SubjectMatch, member: undefined };
}

const TENANT_KIND_NAMES = Object.keys(TENANT_KINDS) as TenantKindName[];

async function countsOf(
  deps: Deps,
  tenant: TenantContext,
  match: SubjectMatch,
  member: Member | undefined,
): Promise<Counts> {
  const tenantCounts = await tenant.read(async (tx) => {
    const counts: Partial<Counts> = {};
    for (const name of TENANT_KIND_NAMES) {
      counts[name] = await countTenantKind(tx, name, tenant.organisationId, match);
    }
    return counts;
  });
  const mails = member ? (await mailsTo(deps.db, member.email)).length : 0;
  return { user: member ? 1 : 0, ...tenantCounts, mails } as Counts;
}

/** "Find": how many records of each kind the organisation holds about the subject. */
export async function summariseSubjectData(
  deps: Deps,
  tenant: TenantContext,
  selector: SubjectSelector,
): Promise<SubjectDataSummary> {
  const { match, member } = await matchOf(deps, tenant, selector);
  return { selector: selectorKind(selector), counts: await countsOf(deps, tenant, match, member) };
}

/** Each kind's rows, batch by batch, and the columns of its CSV. */
function readerOf(
  deps: Deps,
  tenant: TenantContext,
  kind: SubjectDataKind,
  match: SubjectMatch,
  member: Member | undefined,
): { columns: string[]; batches: () => AsyncGenerator<Row[]> } {
  if (kind === 'user') {
    const columns = member ? Object.keys(member) : ['id'];
    return {
      columns,
      batches: async function* () {
        if (member) yield [member];
      },
    };
  }
  if (kind === 'mails') {
    return {
      columns: Object.keys(getTableColumns(mailOutbox)),
      batches: async function* () {
        if (member) yield await mailsTo(deps.db, member.email);
      },
    };
  }
  return {
    columns: Object.keys(getTableColumns(TENANT_KINDS[kind].table)),
    batches: async function* () {
      let after: KindCursor | null = null;
      do {
        const cursor: KindCursor | null = after;
        const batch: { rows: Row[]; next: KindCursor | null } = await tenant.read((tx) =>
          tenantKindBatch(tx, kind, tenant.organisationId, match, cursor, EXPORT_BATCH_SIZE),
        );
        yield batch.rows;
        after = batch.next;
      } while (after);
    },
  };
}

const cellOf = (value: unknown) =>
  value === null || value === undefined || value instanceof Date || typeof value !== 'object'
    ? csvCell(value as Parameters<typeof csvCell>[0])
    : JSON.stringify(value);

/** One kind as a JSON array, written row by row; counts the rows as it goes. */
async function* jsonOf(rows: () => AsyncGenerator<Row[]>, counted: (n: number) => void) {
  let first = true;
  yield '[';
  for await (const batch of rows()) {
    for (const row of batch) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    counted(batch.length);
  }
  yield first ? ']\n' : '\n]\n';
}

async function* csvRecordsOf(columns: string[], rows: () => AsyncGenerator<Row[]>) {
  for await (const batch of rows()) {
    for (const row of batch) yield columns.map((column) => cellOf(row[column]));
  }
}

/**
 * "Download archive": everything the organisation holds about the subject as one zip, streamed (each kind read in
 * batches as the client takes the file): per kind a JSON and a CSV file, and manifest.json with the selector, the
 * time, the organisation and the count of each kind as written. The download is recorded in the audit log first,
 * with the counts found then.
 */
export async function sendSubjectDataArchive(
  deps: Deps,
  tenant: TenantContext,
  selector: SubjectSelector,
  reply: FastifyReply,
) {
  const found = await matchOf(deps, tenant, selector);
  const { member } = found;
  const match: SubjectMatch = { ...found.match, askedBy: currentRequestId() };
  const selectorName = selectorKind(selector);
  const counts = await countsOf(deps, tenant, match, member);
  await tenant.run((tx) =>
    recordEvent(tx, tenant, {
      name: 'subject_data.exported',
      subjectId: selector.userId ?? null,
      data: { selector: selectorName, ...selector, counts },
    }),
  );

  const exportedAt = new Date();
  const written: Partial<Record<SubjectDataKind, number>> = {};
  const zip = new ZipFile();
  const failed = (error: unknown) => {
    reply.log.error({ err: error }, 'subject data archive failed half-way');
    (zip.outputStream as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', failed);
  const lazy = (name: string, open: () => Readable) =>
    zip.addReadStreamLazy(name, { mtime: exportedAt }, (callback) => {
      const stream = open();
      stream.on('error', failed);
      callback(null, stream);
    });

  for (const kind of SUBJECT_DATA_KINDS) {
    const reader = readerOf(deps, tenant, kind, match, member);
    lazy(`${kind}.json`, () =>
      Readable.from(
        jsonOf(reader.batches, (n) => {
          written[kind] = (written[kind] ?? 0) + n;
        }),
      ),
    );
    lazy(`${kind}.csv`, () => {
      // pipe() does not pass a failed read on: the records' own failure ends the download too.
      const records = Readable.from(csvRecordsOf(reader.columns, reader.batches)).on('error', failed);
      return records.pipe(
        stringify({ header: true, columns: reader.columns, quoted_match: CSV_QUOTED_MATCH }),
      );
    });
  }
  // Read after every kind is written, so it counts what the archive holds.
  lazy('manifest.json', () =>
    Readable.from([
      `${JSON.stringify(
        {
          selector: { kind: selectorName, value: selector[selectorName] },
          exportedAt: exportedAt.toISOString(),
          organization: { id: tenant.organisationId, name: tenant.actor.organisation.name },
          exportedBy: tenant.userId,
          kinds: SUBJECT_DATA_KINDS.map((kind) => ({
            kind,
            label: subjectDataMessages.kinds[kind],
            count: written[kind] ?? 0,
            files: [`${kind}.json`, `${kind}.csv`],
          })),
        },
        null,
        2,
      )}\n`,
    ]),
  );
  zip.end();

  const day = exportedAt.toISOString().slice(0, 10);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="subject-data-${selectorName}-${day}.zip"`)
    .send(zip.outputStream);
}
