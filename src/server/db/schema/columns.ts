import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REDUCED_ANSWER_MARK } from '@/domain/device-report';
import { users } from './auth';
import { organizations } from './organisations';

/** The row's own id and the organisation it belongs to; the row goes when its organisation is deleted. */
export function idAndOrganisation() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: partOf('organization_id', () => organizations.id),
  };
}

/** The row is part of the parent row it names: never without one, and it goes when its parent is deleted. */
export function partOf(name: string, parent: () => AnyPgColumn) {
  return uuid(name).notNull().references(parent, { onDelete: 'cascade' });
}

/** The device's IMEI and its first 14 digits (the IMEI without its check digit), which devices are matched on. */
export function deviceImei() {
  return {
    imei: text('imei').notNull(),
    imeiKey: text('imei_key').notNull(),
  };
}

/** The user who did it; the row stays when that user is deleted. */
export function userRef(name: string) {
  return uuid(name).references(() => users.id, { onDelete: 'set null' });
}

/** When the row was written. */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/**
 * When the row last changed: written with the row and moved by the `touch_updated_at` trigger on every update, so no
 * write path can forget it. A list synced with `updatedSince` reads its rows in this order.
 */
export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`);
}

/** The index a list synced with `updatedSince` reads from: the organisation's rows by last change, then id. */
export function changedIndex(
  name: string,
  t: { organizationId: ExtraConfigColumn; id: ExtraConfigColumn; updatedAt: ExtraConfigColumn },
) {
  return index(name).on(t.organizationId, t.updatedAt, t.id);
}

/**
 * The index a paged list reads its page from: the organisation's rows, newest first, then by id. Descending with
 * nulls first, exactly as the lists order them: an index ordered otherwise cannot give the page without a sort.
 */
export function newestFirstIndex(
  name: string,
  t: { organizationId: ExtraConfigColumn; id: ExtraConfigColumn },
  at: ExtraConfigColumn,
) {
  return index(name).on(t.organizationId, at.desc().nullsFirst(), t.id.desc().nullsFirst());
}

/** A list narrowed to one value of `column` (a claim type, a handler), read in the list's order as newestFirstIndex. */
export function filteredNewestFirstIndex(
  name: string,
  t: { organizationId: ExtraConfigColumn; id: ExtraConfigColumn },
  column: ExtraConfigColumn,
  at: ExtraConfigColumn,
) {
  return index(name).on(t.organizationId, column, at.desc().nullsFirst(), t.id.desc().nullsFirst());
}

/**
 * A secret an organisation's systems authenticate with (an API key, a SCIM token): named by an admin, told apart by
 * its first characters (only a hash of it is kept, in a column of the table's own), and kept when revoked so that the
 * audit log can still name it.
 */
export function credentialColumns() {
  return {
    ...idAndOrganisation(),
    name: text('name').notNull(),
    /** The secret's first characters, shown to tell secrets apart. */
    prefix: text('prefix').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: userRef('revoked_by'),
  };
}

/**
 * A credential's indexes: a request finds it by its hash; the admin's list reads the organisation's newest first; an
 * active credential's name is the organisation's alone (a revoked one's may be used again).
 */
export function credentialIndexes(
  table: string,
  t: { organizationId: ExtraConfigColumn; name: ExtraConfigColumn; createdAt: ExtraConfigColumn },
  hash: ExtraConfigColumn,
) {
  return [
    uniqueIndex(`${table}_${hash.name}_key`).on(hash),
    index(`${table}_org_created_idx`).on(t.organizationId, t.createdAt),
    uniqueIndex(`${table}_org_active_name_key`).on(t.organizationId, t.name).where(sql`revoked_at is null`),
  ];
}

/** A trigram index, so that a "contains" search of the column never scans the table. */
export function trigramIndex(name: string, column: ExtraConfigColumn) {
  return index(name).using('gin', sql`${column} gin_trgm_ops`);
}

/**
 * The indexes of a register of decided claims (`table` is settled_claims or denied_claims, `verb` settled or denied):
 * synced by last change; paged newest decision first, whole or narrowed to each of `filters`; one decision per device
 * of an organisation (of two racing for one device exactly one is written); found by the check it came from; searched
 * by IMEI or claim reference (contains) and found by a whole claim reference (subject requests).
 */
export function decidedClaimIndexes(
  table: string,
  verb: string,
  t: {
    organizationId: ExtraConfigColumn;
    id: ExtraConfigColumn;
    updatedAt: ExtraConfigColumn;
    imei: ExtraConfigColumn;
    imeiKey: ExtraConfigColumn;
    claimCheckId: ExtraConfigColumn;
    claimReference: ExtraConfigColumn;
    anonymisedAt: ExtraConfigColumn;
  },
  decidedAt: ExtraConfigColumn,
  filters: Array<[name: string, column: ExtraConfigColumn]>,
) {
  return [
    changedIndex(`${table}_org_changed_idx`, t),
    newestFirstIndex(`${table}_org_${verb}_idx`, t, decidedAt),
    ...filters.map(([name, column]) =>
      filteredNewestFirstIndex(`${table}_org_${name}_${verb}_idx`, t, column, decidedAt),
    ),
    uniqueIndex(`${table}_org_imei_key_key`).on(t.organizationId, t.imeiKey),
    index(`${table}_org_check_idx`).on(t.organizationId, t.claimCheckId),
    trigramIndex(`${table}_imei_trgm_idx`, t.imei),
    trigramIndex(`${table}_claim_reference_trgm_idx`, t.claimReference),
    index(`${table}_org_claim_reference_idx`).on(t.organizationId, t.claimReference),
    // Retention anonymises the claims decided before its cut-off that it has not anonymised yet, oldest first.
    index(`${table}_org_not_anonymised_idx`)
      .on(t.organizationId, decidedAt)
      .where(sql`${t.anonymisedAt} is null`),
  ];
}

/**
 * The key of a provider answer reduced by retention, as a literal: the partial indexes of the answers not reduced yet
 * and the retention run's queries must say it as the same text for the index to serve the query.
 */
export const REDUCED_MARK_LITERAL = sql.raw(`'${REDUCED_ANSWER_MARK}'`);
