import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, idAndOrganisation, partOf, userRef } from './columns';

/** A single-use, expiring invitation; only the SHA-256 of its token is stored. */
export const invitations = pgTable(
  'invitations',
  {
    ...idAndOrganisation(),
    userId: partOf('user_id', () => users.id),
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
