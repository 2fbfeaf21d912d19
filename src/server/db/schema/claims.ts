import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import {
  changedIndex,
  createdAt,
  deviceImei,
  filteredNewestFirstIndex,
  idAndOrganisation,
  newestFirstIndex,
  trigramIndex,
  updatedAt,
  userRef,
} from './columns';

/**
 * `claims`: a settled claim ('accepted'). One per organisation and device (first 14 digits of the IMEI): of two
 * settles racing for one device the unique key lets exactly one in.
 */
export const claims = pg.pgTable(
  'claims',
  {
    ...idAndOrganisation(),
    ...deviceImei(),
    /** The check it was settled from; that check is deleted by the settle, so this is a plain reference. */
    claimCheckId: pg.uuid('claim_check_id'),
    findMyIphoneStatus: pg.text('find_my_iphone_status'),
    gsmaBlocked: pg.boolean('gsma_blocked'),
    notes: pg.text('notes'),
    lossDate: pg.date('loss_date', { mode: 'string' }),
    status: pg.text('status').notNull().default('accepted'),
    acceptedAt: pg.timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: userRef('accepted_by'),
    replacementImei: pg.text('replacement_imei'),
    replacementImeiKey: pg.text('replacement_imei_key'),
    replacementMake: pg.text('replacement_make'),
    replacementModel: pg.text('replacement_model'),
    replacementColor: pg.text('replacement_color'),
    replacementStorage: pg.text('replacement_storage'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('claims_org_imei_key_key').on(t.organizationId, t.imeiKey),
    // The settle dialog's duplicate-replacement warning looks earlier replacements up by their first 14 digits.
    pg.index('claims_org_replacement_imei_key_idx').on(t.organizationId, t.replacementImeiKey),
  ],
);

/** `replacement_devices`: the device handed out when a claim was settled with a replacement. */
export const replacementDevices = pg.pgTable(
  'replacement_devices',
  {
    ...idAndOrganisation(),
    claimId: pg.uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    originalImei: pg.text('original_imei').notNull(),
    replacementImei: pg.text('replacement_imei').notNull(),
    deviceMake: pg.text('device_make').notNull(),
    deviceModel: pg.text('device_model').notNull(),
    deviceColor: pg.text('device_color').notNull(),
    deviceStorage: pg.text('device_storage').notNull(),
    notes: pg.text('notes'),
    settledAt: pg.timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
    settledBy: userRef('settled_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    changedIndex('replacement_devices_org_changed_idx', t),
    newestFirstIndex('replacement_devices_org_settled_idx', t, t.settledAt),
    filteredNewestFirstIndex('replacement_devices_org_settled_by_settled_idx', t, t.settledBy, t.settledAt),
    trigramIndex('replacement_devices_replacement_imei_trgm_idx', t.replacementImei),
    trigramIndex('replacement_devices_original_imei_trgm_idx', t.originalImei),
    pg.index('replacement_devices_claim_idx').on(t.claimId),
    // Triage asks whether a device taken in had a replacement, or was one (by its first 14 digits).
    pg
      .index('replacement_devices_org_original_key_idx')
      .on(t.organizationId, sql`left(${t.originalImei}, 14)`),
    pg
      .index('replacement_devices_org_replacement_key_idx')
      .on(t.organizationId, sql`left(${t.replacementImei}, 14)`),
  ],
);
