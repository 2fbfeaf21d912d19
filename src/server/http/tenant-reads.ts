import type { TenantContext } from '@/server/auth/tenant-context';
import type { TenantTx } from '@/server/db/tenant';
import { notFound } from '@/server/errors';
import type { PagedQuery } from './paging';

export interface Page<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

type ListRows<Query, Found> = (
  tx: TenantTx,
  organisationId: string,
  query: Query,
) => Promise<{ items: Found[]; total: number }>;

/**
 * One page of a list of the actor's organisation, read as tenant reads (see withTenantRead), with the page and page size it
 * was asked for; `toRow` turns each record found into the row the list shows.
 */
export function readTenantPage<Query extends PagedQuery, Found>(
  tenant: TenantContext,
  query: Query,
  list: ListRows<Query, Found>,
): Promise<Page<Found>>;
export function readTenantPage<Query extends PagedQuery, Found, Row>(
  tenant: TenantContext,
  query: Query,
  list: ListRows<Query, Found>,
  toRow: (found: Found) => Row,
): Promise<Page<Row>>;
export async function readTenantPage<Query extends PagedQuery, Found>(
  tenant: TenantContext,
  query: Query,
  list: ListRows<Query, Found>,
  toRow?: (found: Found) => unknown,
): Promise<Page<unknown>> {
  const { items, total } = await tenant.read((tx) => list(tx, tenant.organisationId, query));
  return { items: toRow ? items.map(toRow) : items, total, page: query.page, pageSize: query.pageSize };
}

/** One record of the actor's organisation, read as a tenant read; none is a 404 with `notFoundMessage`. */
export async function readTenantRecord<Found>(
  tenant: TenantContext,
  id: string,
  find: (tx: TenantTx, organisationId: string, id: string) => Promise<Found | undefined>,
  notFoundMessage: string,
): Promise<Found> {
  const found = await tenant.read((tx) => find(tx, tenant.organisationId, id));
  if (found === undefined) throw notFound(notFoundMessage);
  return found;
}
