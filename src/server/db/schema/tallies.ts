import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
export const organizationTallies = pgTable(
  'organization_tallies',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tableName: text('table_name').$type<TalliedTable>().notNull(),
    label: text('label').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.tableName, t.label] })],
);
