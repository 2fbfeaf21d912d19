import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The organisation's row with this id: a row of another organisation never matches, whatever its id. */
export const organisationRow = (
  table: { organizationId: AnyPgColumn; id: AnyPgColumn },
  organisationId: string,
  id: string,
) => and(eq(table.organizationId, organisationId), eq(table.id, id));
