import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { DEFAULT_BULK_INTAKES_AT_ONCE } from '@/domain/bulk-intake';
import { RETENTION_LIMITS } from '@/domain/data-retention';
import {
  DEFAULT_MONITORING_INTERVAL,
  DEFAULT_MONITORING_WATCH_DAYS,
  type MonitoringInterval,
} from '@/domain/monitoring';
import type { TriageRoute } from '@/domain/schemas/triage-rules';
import { DEFAULT_SERVICE_LEVEL_DAYS } from '@/domain/work-queue';

export const organizations = pg.pgTable('organizations', {
  id: pg.uuid('id').primaryKey().defaultRandom(),
  name: pg.text('name').notNull(),
  domain: pg.text('domain').notNull().unique(),
  /** Settled claims are registered with the device-history registry (an org admin may turn it off). */
  registrySubmission: pg.boolean('registry_submission').notNull().default(true),
  /** Every member signs in with a second factor (admins always do). */
  requireTwoFactor: pg.boolean('require_two_factor').notNull().default(false),
  /** Post-claim monitoring: days a settled device is watched (0 is off), how often, and searches a UTC month. */
  monitoringWatchDays: pg.integer('monitoring_watch_days').notNull().default(DEFAULT_MONITORING_WATCH_DAYS),
  monitoringInterval: pg
    .text('monitoring_interval')
    .$type<MonitoringInterval>()
    .notNull()
    .default(DEFAULT_MONITORING_INTERVAL),
  monitoringMonthlyBudget: pg.integer('monitoring_monthly_budget').notNull().default(0),
  monitoringDailyDigest: pg.boolean('monitoring_daily_digest').notNull().default(false),
  /** Bulk uploads of the organisation that may search at once (queued or running); another is refused until one ends. */
  bulkIntakesAtOnce: pg.integer('bulk_intakes_at_once').notNull().default(DEFAULT_BULK_INTAKES_AT_ONCE),
  /**
   * Device-history searches (every charged path) the organisation may send in a UTC month; 0 is no limit. The month
   * whose 80 % warning went to the org admins (`YYYY-MM-01`), so it goes once.
   */
  searchMonthlyBudget: pg.integer('search_monthly_budget').notNull().default(0),
  searchBudgetWarnedMonth: pg.date('search_budget_warned_month'),
  /**
   * A bulk upload of more rows than this, by a member, waits for an org admin's approval before anything is searched;
   * null: no upload needs approval.
   */
  bulkApprovalAboveRows: pg.integer('bulk_approval_above_rows'),
  /**
   * Data retention: months an undecided check is kept, years a decided claim is kept after its decision before it is
   * anonymised, days a raw provider answer is kept whole, years an audit event is kept.
   */
  retentionUndecidedChecksMonths: pg
    .integer('retention_undecided_checks_months')
    .notNull()
    .default(RETENTION_LIMITS.undecidedChecksMonths.default),
  retentionDecidedClaimsYears: pg
    .integer('retention_decided_claims_years')
    .notNull()
    .default(RETENTION_LIMITS.decidedClaimsYears.default),
  retentionRawAnswersDays: pg
    .integer('retention_raw_answers_days')
    .notNull()
    .default(RETENTION_LIMITS.rawAnswersDays.default),
  retentionAuditEventsYears: pg
    .integer('retention_audit_events_years')
    .notNull()
    .default(RETENTION_LIMITS.auditEventsYears.default),
  /**
   * Where the organisation's audit chain begins once retention has deleted its oldest events: the place and hash of
   * the last event deleted, which the first kept event links to. Null while the chain starts at place 1.
   */
  auditAnchorPosition: pg.bigint('audit_anchor_position', { mode: 'number' }),
  auditAnchorHash: pg.text('audit_anchor_hash'),
  /** The work queue's service level: days from intake a claim of each triage route is due in. */
  serviceLevelDays: pg
    .jsonb('service_level_days')
    .$type<Record<TriageRoute, number>>()
    .notNull()
    .default(DEFAULT_SERVICE_LEVEL_DAYS),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizationClaimTypes = pg.pgTable(
  'organization_claim_types',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    organizationId: pg
      .uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    claimType: pg.text('claim_type').notNull(),
    isTotalLoss: pg.boolean('is_total_loss').notNull().default(false),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('organization_claim_types_org_name_key').on(t.organizationId, sql`lower(${t.claimType})`),
  ],
);

export const organizationDenialReasons = pg.pgTable(
  'organization_denial_reasons',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    organizationId: pg
      .uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    denialReason: pg.text('denial_reason').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg
      .uniqueIndex('organization_denial_reasons_org_name_key')
      .on(t.organizationId, sql`lower(${t.denialReason})`),
    pg.index('organization_denial_reasons_org_idx').on(t.organizationId),
  ],
);
