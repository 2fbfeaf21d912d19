import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { AlertKind, WatchedDeviceRole } from '@/domain/monitoring';
import type { MonitoringBaseline } from '@/domain/monitoring-baseline';
import { settledClaims } from './checks';
import {
  changedIndex,
  deviceImei,
  idAndOrganisation,
  newestFirstIndex,
  partOf,
  updatedAt,
  userRef,
} from './columns';

/**
 * `watched_devices`: one device of a settled claim (the claimed device, or its replacement) searched again until
 * `watch_until`. A deleted claim takes its watches with it.
 */
export const watchedDevices = pg.pgTable(
  'watched_devices',
  {
    ...idAndOrganisation(),
    settledClaimId: partOf('settled_claim_id', () => settledClaims.id),
    role: pg.text('role').$type<WatchedDeviceRole>().notNull(),
    ...deviceImei(),
    deviceMake: pg.text('device_make'),
    deviceModel: pg.text('device_model'),
    claimReference: pg.text('claim_reference'),
    settledAt: pg.timestamp('settled_at', { withTimezone: true }).notNull(),
    /** The status at settlement, compared with every re-check; null for a replacement until its first search. */
    baseline: pg.jsonb('baseline').$type<MonitoringBaseline>(),
    watchUntil: pg.timestamp('watch_until', { withTimezone: true }).notNull(),
    nextDueAt: pg.timestamp('next_due_at', { withTimezone: true }).notNull(),
    lastSearchedAt: pg.timestamp('last_searched_at', { withTimezone: true }),
    /** When the baseline's search was made, if not at settlement (a replacement's first search). */
    baselineAt: pg.timestamp('baseline_at', { withTimezone: true }),
    /** Searches of the watch that failed in a row: each waits twice as long as the one before, at most a day. */
    failedSearches: pg.integer('failed_searches').notNull().default(0),
  },
  (t) => [
    pg.uniqueIndex('watched_devices_claim_role_key').on(t.settledClaimId, t.role),
    // The scheduler reads each organisation's due watches, earliest first.
    pg.index('watched_devices_org_due_idx').on(t.organizationId, t.nextDueAt),
  ],
);

/**
 * `monitoring_searches`: the ledger of slots. One row per (watch, due time): a slot is queued at most once, whatever
 * the number of workers or restarts. A queued, done or unanswered slot is spent (an unanswered search failed after it
 * may have reached the provider: a timeout, a 5xx, an unreadable answer); a failed one gives its search back.
 */
export const monitoringSearches = pg.pgTable(
  'monitoring_searches',
  {
    ...idAndOrganisation(),
    watchedDeviceId: partOf('watched_device_id', () => watchedDevices.id),
    /** The watch's due time the slot was claimed for. */
    slotAt: pg.timestamp('slot_at', { withTimezone: true }).notNull(),
    state: pg.text('state').$type<'queued' | 'done' | 'unanswered' | 'failed'>().notNull().default('queued'),
    /** The first day (UTC) of the month the search is counted in. */
    month: pg.text('month').notNull(),
    /** The run (a tick or "Run monitoring now") that queued it. */
    runId: pg.uuid('run_id').notNull(),
    queuedAt: pg.timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    searchedAt: pg.timestamp('searched_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('monitoring_searches_watch_slot_key').on(t.watchedDeviceId, t.slotAt),
    pg.index('monitoring_searches_org_month_idx').on(t.organizationId, t.month, t.state),
    // At most one queued slot per watch; claiming looks each due watch up here (an anti-join by index, not a scan of
    // every queued slot per watch).
    pg
      .uniqueIndex('monitoring_searches_queued_watch_key')
      .on(t.watchedDeviceId)
      .where(sql`${t.state} = 'queued'`),
  ],
);

/** `alerts`: one change of a watched device's status since settlement, open until a handler reviews it. */
export const alerts = pg.pgTable(
  'alerts',
  {
    ...idAndOrganisation(),
    watchedDeviceId: pg
      .uuid('watched_device_id')
      .references(() => watchedDevices.id, { onDelete: 'set null' }),
    settledClaimId: pg.uuid('settled_claim_id').references(() => settledClaims.id, { onDelete: 'set null' }),
    kind: pg.text('kind').$type<AlertKind>().notNull(),
    ...deviceImei(),
    deviceMake: pg.text('device_make'),
    deviceModel: pg.text('device_model'),
    watchedDevice: pg.text('watched_device').$type<WatchedDeviceRole>().notNull(),
    claimReference: pg.text('claim_reference'),
    settledAt: pg.timestamp('settled_at', { withTimezone: true }).notNull(),
    changeLabel: pg.text('change_label').notNull(),
    beforeValue: pg.text('before_value').notNull(),
    afterValue: pg.text('after_value').notNull(),
    detectedAt: pg.timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: pg.timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: userRef('reviewed_by'),
    reviewedByName: pg.text('reviewed_by_name'),
    reviewNote: pg.text('review_note'),
    updatedAt: updatedAt(),
  },
  (t) => [
    changedIndex('alerts_org_changed_idx', t),
    newestFirstIndex('alerts_org_detected_idx', t, t.detectedAt),
    pg
      .index('alerts_org_open_idx')
      .on(t.organizationId, t.detectedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.reviewedAt} is null`),
  ],
);
