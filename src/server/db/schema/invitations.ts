import * as pg from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, idAndOrganisation, partOf, userRef } from './columns';

/** A single-use, expiring invitation; only the SHA-256 of its token is stored. */
export const invitations = pg.pgTable(
  'invitations',
  {
    ...idAndOrganisation(),
    userId: partOf('user_id', () => users.id),
    tokenHash: pg.text('token_hash').notNull().unique(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: pg.timestamp('accepted_at', { withTimezone: true }),
    revokedAt: pg.timestamp('revoked_at', { withTimezone: true }),
    invitedBy: userRef('invited_by'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('invitations_organization_id_idx').on(t.organizationId),
    pg.index('invitations_user_id_idx').on(t.userId),
  ],
);
