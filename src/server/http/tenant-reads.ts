import type { TenantContext } from '@/server/auth/tenant-context';
import type { RegisterPage } from '@/server/db/register-page';
import type { TenantTx } from '@/server/db/tenant';
import { notFound } from '@/server/errors';
import { type ListQuery, type PagedQuery, readsByCursor } from './paging';

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

/**
 * One page of a list an integrator may also read by cursor, read as tenant reads: by page, the rows, the total, the
 * page and its size, as readTenantPage; by cursor, the rows and what follows them (see listWindow).
 */
export async function readTenantList<Query extends ListQuery, Found, Row = Found>(
  tenant: TenantContext,
  query: Query,
  list: (tx: TenantTx, organisationId: string, query: Query) => Promise<RegisterPage<Found>>,
  toRow: (found: Found) => Row = (found) => found as unknown as Row,
) {
  const { items, total, ...cursorPage } = await tenant.read((tx) => list(tx, tenant.organisationId, query));
  const rows = items.map(toRow);
  if (readsByCursor(query)) return { items: rows, ...cursorPage };
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
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
