import * as pg from 'drizzle-orm/pg-core';
import { users } from './auth';

/** PostgreSQL bytea; node-postgres gives a Buffer and PGlite a Uint8Array, so reads are normalised to a Buffer. */
const bytea = pg.customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One resized avatar per user, kept in the database so every server process serves it (decision record 005). */
export const avatars = pg.pgTable('avatars', {
  userId: pg
    .uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: pg.text('content_type').notNull(),
  /** Hash of the image: the ETag and the version in the avatar's URL. */
  etag: pg.text('etag').notNull(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
