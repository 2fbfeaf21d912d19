import { sql } from 'drizzle-orm';
import { users } from './schema/auth';

/** Who did it, as registers show it: the user's name, or the e-mail when the name is blank (null once deleted). */
export const personName = sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${users.email})`;
