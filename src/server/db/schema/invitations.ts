import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, idAndOrganisation, userRef } from './columns';

/** A single-use, expiring invitation; only the SHA-256 of its token is stored. */
export const invitations = pgTable(
  'invitations',
  {
    ...idAndOrganisation(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    invitedBy: userRef('invited_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_organization_id_idx').on(t.organizationId),
    index('invitations_user_id_idx').on(t.userId),
  ],
);
