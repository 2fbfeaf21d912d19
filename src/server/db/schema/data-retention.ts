import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { LegalHoldKind } from '@/domain/data-retention';
import { claimChecks } from './checks';
import { createdAt, idAndOrganisation, userRef } from './columns';

/**
 * `legal_holds`: records an org admin has put on hold, with the reason: one check (`check_id`), or every record of an
 * IMEI (`imei_key`, its first 14 digits) or of a claim reference. A held record is exempt from retention and erasure
 * until the hold is released (`released_at`); a released hold stays as the record of both.
 */
export const legalHolds = pg.pgTable(
  'legal_holds',
  {
    ...idAndOrganisation(),
    kind: pg.text('kind').$type<LegalHoldKind>().notNull(),
    checkId: pg.uuid('check_id').references(() => claimChecks.id, { onDelete: 'cascade' }),
    imei: pg.text('imei'),
    imeiKey: pg.text('imei_key'),
    claimReference: pg.text('claim_reference'),
    reason: pg.text('reason').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    releasedAt: pg.timestamp('released_at', { withTimezone: true }),
    releasedBy: userRef('released_by'),
  },
  (t) => [
    pg
      .index('legal_holds_org_active_idx')
      .on(t.organizationId, t.createdAt.desc())
      .where(sql`${t.releasedAt} is null`),
  ],
);
