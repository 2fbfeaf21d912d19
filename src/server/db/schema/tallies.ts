import * as pg from 'drizzle-orm/pg-core';
import { organizations } from './organisations';

/** The tables whose rows are tallied, and the column each one is broken down by (the dashboard's groups). */
export const TALLIED = {
  claim_checks: 'claim_type',
  settled_claims: 'notes',
  denied_claims: 'denial_reason',
  replacement_devices: null,
} as const;
export type TalliedTable = keyof typeof TALLIED;

/**
 * Exact row counts per organisation, table and label, kept by statement triggers in the same transaction as the
 * rows they count (migration 0008), so totals and the dashboard never count millions of rows per request. `label`
 * is the trimmed grouping value, '' when it is missing or blank.
 */
export const organizationTallies = pg.pgTable(
  'organization_tallies',
  {
    organizationId: pg
      .uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tableName: pg.text('table_name').$type<TalliedTable>().notNull(),
    label: pg.text('label').notNull(),
    count: pg.bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.organizationId, t.tableName, t.label] })],
);

/** The tallied tables whose rows the dashboard also counts per day: each row's day and the column that dates it. */
export const TALLIED_BY_DAY = {
  claim_checks: 'created_at',
  settled_claims: 'settled_at',
  denied_claims: 'denied_at',
} as const satisfies Partial<Record<TalliedTable, string>>;
export type TalliedByDayTable = keyof typeof TALLIED_BY_DAY;

/**
 * The same exact counts per organisation, table and label, split by day (UTC) of the record's date (a check's
 * recording, a settlement, a denial), so the dashboard's periods and trend read a few hundred rows at any volume
 * (migration 0025). `red` counts the checks among them whose device-history verdict is red (0 for the others).
 */
export const organizationDailyTallies = pg.pgTable(
  'organization_daily_tallies',
  {
    organizationId: pg
      .uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: pg.date('day', { mode: 'string' }).notNull(),
    tableName: pg.text('table_name').$type<TalliedByDayTable>().notNull(),
    label: pg.text('label').notNull(),
    // A day's count fits an integer, and summing integers is several times quicker than summing bigints (numeric).
    count: pg.integer('count').notNull(),
    red: pg.integer('red').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.organizationId, t.day, t.tableName, t.label] })],
);

/**
 * The daily tallies rolled up by week (from Monday, the week of the dashboard's trend), kept by a trigger on the daily
 * tallies in the same transaction (migration 0042): a year or all time reads one row per week and label instead of
 * seven (decision record 048).
 */
export const organizationWeeklyTallies = pg.pgTable(
  'organization_weekly_tallies',
  {
    organizationId: pg
      .uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The Monday the week starts on. */
    week: pg.date('week', { mode: 'string' }).notNull(),
    tableName: pg.text('table_name').$type<TalliedByDayTable>().notNull(),
    label: pg.text('label').notNull(),
    count: pg.integer('count').notNull(),
    red: pg.integer('red').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.organizationId, t.week, t.tableName, t.label] })],
);
