import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema/auth';

/** Who did it, as registers show it: the user's name, or the e-mail when the name is blank (null once deleted). */
export const personName = sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${users.email})`;

/**
 * Who decided a record, as they were named when they decided it (kept with the record, so a rename does not rewrite
 * history); records from before names were kept fall back to the user's name now.
 */
export const personNameKept = (name: AnyPgColumn, email: AnyPgColumn) =>
  sql<string | null>`coalesce(nullif(trim(${name}), ''), ${email}, ${personName})`;

/** Who did something (checked the device, asked for the removal), joined from users: id, e-mail and name. */
export const personColumns = { id: users.id, email: users.email, name: users.name };
