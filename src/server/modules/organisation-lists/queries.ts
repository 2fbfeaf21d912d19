import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { organizationClaimTypes, organizationDenialReasons } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';

type ListTable = typeof organizationClaimTypes | typeof organizationDenialReasons;

/**
 * The statements of one organisation list, on its table: the entries in name order, adding one, removing one. Each
 * returns the entry's columns (`columns`), never the organisation or the time; the rows are typed as the list's
 * entry, since Drizzle cannot infer a row from a table chosen at run time.
 */
function listStatements<Entry extends { id: string }>(
  table: ListTable,
  columns: { [Key in keyof Entry]: PgColumn },
  name: PgColumn,
) {
  const ofOrganisation = (organisationId: string) => eq(table.organizationId, organisationId);
  return {
    async list(tx: TenantTx, organisationId: string): Promise<Entry[]> {
      const rows = await tx
        .select(columns)
        .from(table)
        .where(ofOrganisation(organisationId))
        .orderBy(asc(name));
      return rows as Entry[];
    },

    async insert(tx: TenantTx, values: { organizationId: string } & Omit<Entry, 'id'>): Promise<Entry> {
      const [row] = (await tx.insert(table).values(values).returning(columns)) as Entry[];
      if (!row) throw new Error('organization list insert returned no row');
      return row;
    },

    /** The removed entry, or undefined when the organisation has no entry with this id. */
    async remove(tx: TenantTx, organisationId: string, id: string): Promise<Entry | undefined> {
      const [row] = (await tx
        .delete(table)
        .where(and(ofOrganisation(organisationId), eq(table.id, id)))
        .returning(columns)) as Entry[];
      return row;
    },
  };
}

/** What the service asks of one list's table. */
export type ListStatements<Entry extends { id: string }> = ReturnType<typeof listStatements<Entry>>;

export const claimTypeStatements = listStatements<{ id: string; claimType: string; isTotalLoss: boolean }>(
  organizationClaimTypes,
  {
    id: organizationClaimTypes.id,
    claimType: organizationClaimTypes.claimType,
    isTotalLoss: organizationClaimTypes.isTotalLoss,
  },
  organizationClaimTypes.claimType,
);

export const denialReasonStatements = listStatements<{ id: string; denialReason: string }>(
  organizationDenialReasons,
  { id: organizationDenialReasons.id, denialReason: organizationDenialReasons.denialReason },
  organizationDenialReasons.denialReason,
);
