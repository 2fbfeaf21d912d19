import * as pg from 'drizzle-orm/pg-core';
import { ROLES } from '@/domain/roles';
import { users } from './auth';
import { createdAt } from './columns';
import { organizations } from './organisations';

export const roleEnum = pg.pgEnum('app_role', ROLES);

/** `profiles`: one per user, same id; the e-mail lives on `users`. */
export const profiles = pg.pgTable(
  'profiles',
  {
    id: pg
      .uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: pg.text('first_name'),
    lastName: pg.text('last_name'),
    title: pg.text('title'),
    organizationId: pg.uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The identity provider's own id of the person (SCIM `externalId`), one per organisation; null if never given. */
    scimExternalId: pg.text('scim_external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('profiles_organization_id_idx').on(t.organizationId),
    pg.uniqueIndex('profiles_org_scim_external_id_key').on(t.organizationId, t.scimExternalId),
  ],
);

/** `user_roles`: at most one role per user; no row means "No Role Assigned". */
export const userRoles = pg.pgTable('user_roles', {
  userId: pg
    .uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: roleEnum('role').notNull(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
