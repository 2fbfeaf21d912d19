import * as pg from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, idAndOrganisation } from './columns';

/**
 * `saved_views`: a handler's named filter sets on Claims Review (the list's filters as the address carries them). Each
 * user sees only their own; they go with the user.
 */
export const savedViews = pg.pgTable(
  'saved_views',
  {
    ...idAndOrganisation(),
    userId: pg
      .uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: pg.text('name').notNull(),
    filters: pg.jsonb('filters').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('saved_views_org_user_name_key').on(t.organizationId, t.userId, t.name)],
);
