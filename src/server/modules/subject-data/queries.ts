import { and, count, eq, getTableColumns, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SubjectDataKind } from '@/domain/contracts/subject-data';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { bulkIntakeRows, bulkIntakes } from '@/server/db/schema/bulk-intakes';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { replacementDevices } from '@/server/db/schema/claims';
import { alerts } from '@/server/db/schema/monitoring';
import { profiles, userRoles } from '@/server/db/schema/people';
import { auditEvents, mailOutbox } from '@/server/db/schema/platform';
import type { TenantTx } from '@/server/db/tenant';
import {
  type ArchiveFields,
  type ArchiveFormat,
  archiveLine,
  archiveLines,
  archiveRow,
} from './archive-lines';

/**
 * Whom a subject request is about, as the queries match it: a device by its first 14 digits (as duplicates are), a
 * claim reference as recorded, or a user of the organisation (their id and e-mail). `recordIds` are the ids of the
 * device's or reference's own records, which their audit events name as subject.
 */
export type SubjectMatch = (
  | { kind: 'imei'; imei: string; imeiKey: string; recordIds: string[] }
  | { kind: 'claimReference'; claimReference: string; recordIds: string[] }
  | { kind: 'userId'; userId: string; email: string }
) & {
  /** The request asking: an archive holds what was held when it was asked, not the audit event of its own download. */
  askedBy?: string | null;
};

/** A kind of record held in the organisation's tables: where it lives, its order, and which rows are the subject's. */
interface TenantKind {
  table: PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn };
  /** The rows are read newest first by this column, then id (each selection has an index in that order or is small). */
  at?: AnyPgColumn;
  rows: (match: SubjectMatch) => SQL | undefined;
}

const byUserBulkIntake = (userId: string) =>
  inArray(
    bulkIntakeRows.bulkIntakeId,
    sql`(select ${bulkIntakes.id} from ${bulkIntakes} where ${bulkIntakes.createdBy} = ${userId})`,
  );

const noRows = sql`false`;

/** Whose rows each kind holds: by device, by claim reference, by the user who did the work. */
export const TENANT_KINDS = {
  checks: {
    table: claimChecks,
    at: claimChecks.createdAt,
    rows: (match) =>
      match.kind === 'imei'
        ? eq(claimChecks.imeiKey, match.imeiKey)
        : match.kind === 'claimReference'
          ? eq(claimChecks.reference, match.claimReference)
          : eq(claimChecks.checkedBy, match.userId),
  },
  settledClaims: {
    table: settledClaims,
    at: settledClaims.settledAt,
    rows: (match) =>
      match.kind === 'imei'
        ? eq(settledClaims.imeiKey, match.imeiKey)
        : match.kind === 'claimReference'
          ? eq(settledClaims.claimReference, match.claimReference)
          : eq(settledClaims.settledBy, match.userId),
  },
  deniedClaims: {
    table: deniedClaims,
    at: deniedClaims.deniedAt,
    rows: (match) =>
      match.kind === 'imei'
        ? eq(deniedClaims.imeiKey, match.imeiKey)
        : match.kind === 'claimReference'
          ? eq(deniedClaims.claimReference, match.claimReference)
          : eq(deniedClaims.deniedBy, match.userId),
  },
  replacementDevices: {
    table: replacementDevices,
    at: replacementDevices.settledAt,
    rows: (match) =>
      match.kind === 'imei'
        ? or(
            sql`left(${replacementDevices.originalImei}, 14) = ${match.imeiKey}`,
            sql`left(${replacementDevices.replacementImei}, 14) = ${match.imeiKey}`,
          )
        : match.kind === 'claimReference'
          ? and(
              isNotNull(replacementDevices.claimId),
              inArray(
                replacementDevices.claimId,
                sql`(select ${settledClaims.claimId} from ${settledClaims} where ${settledClaims.claimReference} = ${match.claimReference})`,
              ),
            )
          : eq(replacementDevices.settledBy, match.userId),
  },
  alerts: {
    table: alerts,
    at: alerts.detectedAt,
    rows: (match) =>
      match.kind === 'imei'
        ? eq(alerts.imeiKey, match.imeiKey)
        : match.kind === 'claimReference'
          ? eq(alerts.claimReference, match.claimReference)
          : eq(alerts.reviewedBy, match.userId),
  },
  bulkIntakeRows: {
    table: bulkIntakeRows,
    rows: (match) =>
      match.kind === 'imei'
        ? sql`left(${bulkIntakeRows.imei}, 14) = ${match.imeiKey}`
        : match.kind === 'claimReference'
          ? eq(bulkIntakeRows.reference, match.claimReference)
          : byUserBulkIntake(match.userId),
  },
  auditEvents: {
    table: auditEvents as TenantKind['table'],
    at: auditEvents.createdAt,
    rows: (match) => {
      const notThisRequest = match.askedBy
        ? sql`${auditEvents.requestId} is distinct from ${match.askedBy}`
        : undefined;
      if (match.kind === 'userId') {
        return and(
          or(eq(auditEvents.actorUserId, match.userId), eq(auditEvents.subjectId, match.userId)),
          notThisRequest,
        );
      }
      const named = match.recordIds.length > 0 ? inArray(auditEvents.subjectId, match.recordIds) : noRows;
      return and(
        match.kind === 'imei' ? or(named, sql`${auditEvents.details} ->> 'imei' = ${match.imei}`) : named,
        notThisRequest,
      );
    },
  },
} satisfies Record<Exclude<SubjectDataKind, 'user' | 'mails'>, TenantKind>;

export type TenantKindName = keyof typeof TENANT_KINDS;

const where = (kind: TenantKind, organisationId: string, match: SubjectMatch) =>
  and(eq(kind.table.organizationId, organisationId), kind.rows(match));

/** How many rows of the kind are the subject's. */
export async function countTenantKind(
  tx: TenantTx,
  name: TenantKindName,
  organisationId: string,
  match: SubjectMatch,
): Promise<number> {
  const kind: TenantKind = TENANT_KINDS[name];
  const [row] = await tx
    .select({ n: count() })
    .from(kind.table)
    .where(where(kind, organisationId, match));
  return row?.n ?? 0;
}

/** Where the previous batch ended: the last row's time as the database writes it (to the microsecond) and its id. */
export interface KindCursor {
  at: string | null;
  id: string;
}

/** The columns of a kind by the names the archive gives them. */
export const tenantKindFields = (name: TenantKindName): ArchiveFields =>
  getTableColumns(TENANT_KINDS[name].table);

/**
 * The next batch of the subject's rows of the kind as lines of the archive's file, newest first then by id, after
 * `after` (keyset paging: a user with a hundred thousand checks costs the same per batch, and the server holds one
 * batch at a time).
 */
export async function tenantKindLines(
  tx: TenantTx,
  name: TenantKindName,
  format: ArchiveFormat,
  organisationId: string,
  match: SubjectMatch,
  after: KindCursor | null,
  size: number,
): Promise<{ lines: string[]; next: KindCursor | null }> {
  const kind: TenantKind = TENANT_KINDS[name];
  const { table, at } = kind;
  const keyset = after
    ? at
      ? sql`(${at}, ${table.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql`${table.id} > ${after.id}::uuid`
    : undefined;
  const rows = await tx
    .select({
      line: archiveLine(tenantKindFields(name), format),
      cursorAt: at ? sql<string>`${at}::text` : sql<null>`null`,
      cursorId: sql<string>`${table.id}::text`,
    })
    .from(table)
    .crossJoinLateral(archiveRow(tenantKindFields(name)))
    .where(and(where(kind, organisationId, match), keyset))
    .orderBy(...(at ? [sql`${at} desc`, sql`${table.id} desc`] : [sql`${table.id}`]))
    .limit(size);
  const last = rows.at(-1);
  const next = last && rows.length === size ? { at: last.cursorAt, id: last.cursorId } : null;
  return { lines: rows.map((row) => row.line), next };
}

/** The ids of the device's or claim reference's own records, which their audit events name as subject. */
export async function subjectRecordIds(
  tx: TenantTx,
  organisationId: string,
  match: SubjectMatch,
): Promise<string[]> {
  if (match.kind === 'userId') return [];
  const ids = new Set<string>();
  for (const name of ['checks', 'settledClaims', 'deniedClaims', 'replacementDevices', 'alerts'] as const) {
    const kind: TenantKind = TENANT_KINDS[name];
    const linked = 'claimCheckId' in kind.table ? (kind.table.claimCheckId as AnyPgColumn) : kind.table.id;
    const rows = await tx
      .select({ id: kind.table.id, linked })
      .from(kind.table)
      .where(where(kind, organisationId, match))
      .limit(10_000);
    for (const row of rows) {
      ids.add(String(row.id));
      if (row.linked) ids.add(String(row.linked));
    }
  }
  return [...ids];
}

/** What the archive holds of a user's account (never a password or a secret). */
export const MEMBER_FIELDS = {
  id: users.id,
  name: users.name,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  title: profiles.title,
  role: userRoles.role,
  scimExternalId: profiles.scimExternalId,
  twoFactorEnabled: users.twoFactorEnabled,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
} satisfies ArchiveFields;

/**
 * The user, if a person of the organisation: their id and e-mail, and their account as the lines of the archive's
 * files.
 */
export async function organisationMember(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, lines: archiveLines(MEMBER_FIELDS) })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .crossJoinLateral(archiveRow(MEMBER_FIELDS))
    .where(and(eq(users.id, userId), eq(profiles.organizationId, organisationId)));
  return row;
}

/** The columns of a mail by the names the archive gives them. */
export const MAIL_FIELDS: ArchiveFields = getTableColumns(mailOutbox);

/**
 * The mail kept in the outbox for the address, newest first, as the lines of the archive's files (the outbox belongs
 * to no organisation: only a member's own mail).
 */
export function mailsTo(db: Database, email: string) {
  return db
    .select(archiveLines(MAIL_FIELDS))
    .from(mailOutbox)
    .crossJoinLateral(archiveRow(MAIL_FIELDS))
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`)
    .orderBy(sql`${mailOutbox.createdAt} desc`, sql`${mailOutbox.id} desc`)
    .limit(10_000);
}
