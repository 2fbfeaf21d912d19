import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LegalHoldKind } from '@/domain/data-retention';
import { claimChecks } from './checks';
import { createdAt, idAndOrganisation, userRef } from './columns';

/**
 * `legal_holds`: records an org admin has put on hold, with the reason: one check (`check_id`), or every record of an
 * IMEI (`imei_key`, its first 14 digits) or of a claim reference. A held record is exempt from retention and erasure
 * until the hold is released (`released_at`); a released hold stays as the record of both.
 */
export const legalHolds = pgTable(
  'legal_holds',
  {
    ...idAndOrganisation(),
    kind: text('kind').$type<LegalHoldKind>().notNull(),
    checkId: uuid('check_id').references(() => claimChecks.id, { onDelete: 'cascade' }),
    imei: text('imei'),
    imeiKey: text('imei_key'),
    claimReference: text('claim_reference'),
    reason: text('reason').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: userRef('released_by'),
  },
  (t) => [
    index('legal_holds_org_active_idx')
      .on(t.organizationId, t.createdAt.desc())
      .where(sql`${t.releasedAt} is null`),
  ],
);
