import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeviceStatusSummary } from '../../../domain/device-status-summary';
import { users } from './auth';
import { claims } from './claims';
import { organizations } from './organisations';

export interface LastKnownCarrier {
  network: string;
  recordDate: string | null;
}

/** Spec `preclaim_checks`: one recorded device check, waiting for review; deleted when its claim is settled or denied. */
export const preclaimChecks = pgTable(
  'preclaim_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    imei: text('imei').notNull(),
    /** The first 14 digits (the IMEI without its check digit): duplicates and bulk deletes match on it. */
    imeiKey: text('imei_key').notNull(),
    reference: text('reference'),
    claimType: text('claim_type'),
    fnol: boolean('fnol').notNull().default(false),
    lossDate: date('loss_date', { mode: 'string' }),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    deviceMake: text('device_make'),
    deviceModel: text('device_model'),
    fullResponse: jsonb('full_response').notNull(),
    findMyIphoneStatus: text('find_my_iphone_status'),
    findMyIphoneActive: boolean('find_my_iphone_active').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    lastKnownCarriers: jsonb('last_known_carriers').$type<LastKnownCarrier[]>().notNull().default([]),
    certificateResult: text('certificate_result'),
    certificateId: text('certificate_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('preclaim_checks_org_created_idx').on(
      t.organizationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // "Contains" searches of Claims Review (IMEI or claim reference) use trigram indexes, never a scan.
    index('preclaim_checks_imei_trgm_idx').using('gin', sql`${t.imei} gin_trgm_ops`),
    index('preclaim_checks_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    // One open check per organisation and device: a second intake of the IMEI is 'IMEI Previously Checked'.
    uniqueIndex('preclaim_checks_org_imei_key_key').on(t.organizationId, t.imeiKey),
  ],
);

/** Spec `preclaim_recheck_history`: each re-check of a recorded check, kept with the provider's full answer. */
export const preclaimRecheckHistory = pgTable(
  'preclaim_recheck_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    preclaimCheckId: uuid('preclaim_check_id')
      .notNull()
      .references(() => preclaimChecks.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    fullResponse: jsonb('full_response').notNull(),
    findMyIphoneStatus: text('find_my_iphone_status'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    claimsCount: integer('claims_count').notNull().default(0),
  },
  (t) => [index('preclaim_recheck_history_check_idx').on(t.preclaimCheckId, t.checkedAt.desc().nullsFirst())],
);

/** Spec `settled_claims`: the register of settled claims, written by the settle transaction. */
export const settledClaims = pgTable(
  'settled_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    preclaimCheckId: uuid('preclaim_check_id'),
    /** The accepted claim behind this record (its replacement device); cleared when a super admin cleans it up. */
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    imei: text('imei').notNull(),
    imeiKey: text('imei_key').notNull(),
    deviceMake: text('device_make'),
    deviceModel: text('device_model'),
    claimType: text('claim_type'),
    notes: text('notes'),
    fullCheckData: jsonb('full_check_data').$type<DeviceStatusSummary>(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('settled_claims_org_settled_idx').on(
      t.organizationId,
      t.settledAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('settled_claims_org_imei_key_key').on(t.organizationId, t.imeiKey),
    index('settled_claims_imei_trgm_idx').using('gin', sql`${t.imei} gin_trgm_ops`),
  ],
);

/** Spec `denied_claims`. */
export const deniedClaims = pgTable(
  'denied_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    preclaimCheckId: uuid('preclaim_check_id'),
    deniedBy: uuid('denied_by').references(() => users.id, { onDelete: 'set null' }),
    imei: text('imei').notNull(),
    imeiKey: text('imei_key').notNull(),
    denialReason: text('denial_reason').notNull(),
    deviceMake: text('device_make'),
    deviceModel: text('device_model'),
    claimType: text('claim_type'),
    fullCheckData: jsonb('full_check_data').$type<DeviceStatusSummary>(),
    deniedAt: timestamp('denied_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('denied_claims_org_denied_idx').on(
      t.organizationId,
      t.deniedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // One denial per organisation and device: of two denials racing for one device exactly one is written.
    uniqueIndex('denied_claims_org_imei_key_key').on(t.organizationId, t.imeiKey),
    index('denied_claims_imei_trgm_idx').using('gin', sql`${t.imei} gin_trgm_ops`),
  ],
);
