import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import {
  SUBJECT_DATA_KINDS,
  type SubjectDataKind,
  type SubjectDataSummary,
  type SubjectSelector,
} from '@/domain/contracts/subject-data';
import { imeiMatchKey } from '@/domain/imei';
import { subjectDataMessages } from '@/domain/subject-data-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { notFound } from '@/server/errors';
import { EXPORT_BATCH_SIZE } from '@/server/http/csv-export';
import { currentRequestId } from '@/server/http/request-context';
import type { Services } from '@/server/services';
import { type ArchiveFormat, archiveHeader } from './archive-lines';
import {
  countTenantKind,
  type KindCursor,
  MAIL_FIELDS,
  MEMBER_FIELDS,
  mailsTo,
  organisationMember,
  type SubjectMatch,
  subjectRecordIds,
  TENANT_KINDS,
  type TenantKindName,
  tenantKindFields,
  tenantKindLines,
} from './queries';

type Deps = Pick<Services, 'db'>;
type Counts = SubjectDataSummary['counts'];
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

/**
 * Every batch of lines, the next one read while the archive writes this one, so the database and the server work at
 * once; at most two batches are held.
 */
async function* readAhead(
  read: (after: KindCursor | null) => Promise<{ lines: string[]; next: KindCursor | null }>,
) {
  let reading = read(null);
  for (;;) {
    const batch = await reading;
    if (batch.next) {
      reading = read(batch.next);
      // Awaited on the next turn; if the download ends first, its failure is already reported.
      reading.catch(() => undefined);
    }
    yield batch.lines;
    if (!batch.next) return;
  }
}

/** Each kind's CSV heading line, and its lines of either file, batch by batch. */
function readerOf(
  deps: Deps,
  tenant: TenantContext,
  kind: SubjectDataKind,
  match: SubjectMatch,
  member: Member | undefined,
): { header: string; batches: (format: ArchiveFormat) => AsyncGenerator<string[]> } {
  if (kind === 'user') {
    return {
      header: member ? archiveHeader(MEMBER_FIELDS) : 'id',
      batches: async function* (format) {
        if (member) yield [member.lines[format]];
      },
    };
  }
  if (kind === 'mails') {
    return {
      header: archiveHeader(MAIL_FIELDS),
      batches: async function* (format) {
        if (member) yield (await mailsTo(deps.db, member.email)).map((mail) => mail[format]);
      },
    };
  }
  return {
    header: archiveHeader(tenantKindFields(kind)),
    batches: (format) =>
      readAhead((after) =>
        tenant.read((tx) =>
          tenantKindLines(tx, kind, format, tenant.organisationId, match, after, EXPORT_BATCH_SIZE),
        ),
      ),
  };
}

/**
 * A file's text as a byte stream: it asks for the next batch once the archive has taken the last (as objects, the
 * stream would read ahead sixteen batches of a few megabytes).
 */
const BYTES = { objectMode: false } as const;

/** One kind as a JSON array, one object a line; counts the rows as it goes. */
async function* jsonOf(batches: AsyncGenerator<string[]>, counted: (n: number) => void) {
  let first = true;
  yield '[';
  for await (const lines of batches) {
    if (lines.length === 0) continue;
    yield `${first ? '\n' : ',\n'}${lines.join(',\n')}`;
    first = false;
    counted(lines.length);
  }
  yield first ? ']\n' : '\n]\n';
}

/** One kind as CSV: its heading line, then a line a row. */
async function* csvOf(header: string, batches: AsyncGenerator<string[]>) {
  yield `${header}\n`;
  for await (const lines of batches) {
    if (lines.length > 0) yield `${lines.join('\n')}\n`;
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
        jsonOf(reader.batches('json'), (n) => {
          written[kind] = (written[kind] ?? 0) + n;
        }),
        BYTES,
      ),
    );
    lazy(`${kind}.csv`, () => Readable.from(csvOf(reader.header, reader.batches('csv')), BYTES));
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
