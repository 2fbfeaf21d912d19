import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { FINLOCK_STATUSES, OPEN_FINLOCK_STATUSES } from '@/domain/carrier-finlock-status';
import {
  createdAt,
  deviceImei,
  filteredNewestFirstIndex,
  idAndOrganisation,
  newestFirstIndex,
  trigramIndex,
  userRef,
} from './columns';

/** PostgreSQL bytea; node-postgres gives a Buffer and PGlite a Uint8Array, so reads are normalised to a Buffer. */
const bytea = pg.customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Device pictures fetched from the carrier, stored once per content (id = SHA-256 of the bytes) and served by the
 * app itself (decision record 004). They show a product, not a customer, so they are not tenant data.
 */
export const carrierDeviceImages = pg.pgTable(
  'carrier_device_images',
  {
    id: pg.text('id').primaryKey(),
    sourceUrl: pg.text('source_url').notNull(),
    contentType: pg.text('content_type').notNull(),
    image: bytea('image').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('carrier_device_images_source_url_idx').on(t.sourceUrl)],
);

/** `carrier_checks`: every carrier device check of an organisation, with the fields derived from the answer. */
export const carrierChecks = pg.pgTable(
  'carrier_checks',
  {
    ...idAndOrganisation(),
    /** Claims Review finds the latest carrier check of a device by the IMEI's first 14 digits. */
    ...deviceImei(),
    checkedBy: userRef('checked_by'),
    fullResponse: pg.jsonb('full_response').notNull(),
    model: pg.text('model'),
    description: pg.text('description'),
    esnStatus: pg.text('esn_status'),
    deviceStatus: pg.text('device_status'),
    developerCode: pg.text('developer_code'),
    errorCode: pg.text('error_code'),
    partNumber: pg.text('part_number'),
    productId: pg.text('product_id'),
    sku: pg.text('sku'),
    deviceType: pg.text('device_type'),
    deviceImageUrl: pg.text('device_image_url'),
    deviceImageId: pg
      .text('device_image_id')
      .references(() => carrierDeviceImages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex('carrier_checks_org_created_idx', t, t.createdAt),
    filteredNewestFirstIndex('carrier_checks_org_checked_by_created_idx', t, t.checkedBy, t.createdAt),
    pg
      .index('carrier_checks_org_imei_key_idx')
      .on(t.organizationId, t.imeiKey, t.createdAt.desc().nullsFirst()),
    trigramIndex('carrier_checks_imei_trgm_idx', t.imei),
  ],
);

export const finlockStatusEnum = pg.pgEnum('finlock_status', FINLOCK_STATUSES);

/** `finlock_requests`: a request to lift a device's financial lock, raised from a carrier check. */
export const finlockRequests = pg.pgTable(
  'finlock_requests',
  {
    ...idAndOrganisation(),
    ...deviceImei(),
    carrierCheckId: pg.uuid('carrier_check_id').references(() => carrierChecks.id, { onDelete: 'set null' }),
    requestedBy: userRef('requested_by'),
    deviceMake: pg.text('device_make'),
    deviceModel: pg.text('device_model'),
    esnStatus: pg.text('esn_status'),
    deviceStatus: pg.text('device_status'),
    status: finlockStatusEnum('status').notNull().default('requested'),
    createdAt: createdAt(),
  },
  (t) => [
    newestFirstIndex('finlock_requests_org_created_idx', t, t.createdAt),
    filteredNewestFirstIndex('finlock_requests_org_requested_by_created_idx', t, t.requestedBy, t.createdAt),
    trigramIndex('finlock_requests_imei_trgm_idx', t.imei),
    // One open request per organisation and device: a double submit or a second tab cannot raise two.
    pg
      .uniqueIndex('finlock_requests_org_imei_key_open_key')
      .on(t.organizationId, t.imeiKey)
      .where(sql.raw(`status in (${OPEN_FINLOCK_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
