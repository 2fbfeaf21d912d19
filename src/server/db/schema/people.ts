import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@/domain/roles';
import { users } from './auth';
import { createdAt } from './columns';
import { organizations } from './organisations';

export const roleEnum = pgEnum('app_role', ROLES);

/** `profiles`: one per user, same id; the e-mail lives on `users`. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    title: text('title'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The identity provider's own id of the person (SCIM `externalId`), one per organisation; null if never given. */
    scimExternalId: text('scim_external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_organization_id_idx').on(t.organizationId),
    uniqueIndex('profiles_org_scim_external_id_key').on(t.organizationId, t.scimExternalId),
  ],
);

/** `user_roles`: at most one role per user; no row means "No Role Assigned". */
export const userRoles = pgTable('user_roles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: roleEnum('role').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
