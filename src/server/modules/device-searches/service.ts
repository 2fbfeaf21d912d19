import type { DeviceSearchSummaryQuery, ListDeviceSearchesQuery } from '@/domain/contracts/device-searches';
import { searchBudgetState } from '@/domain/device-searches';
import type { TenantContext } from '@/server/auth/tenant-context';
import { readTenantPage } from '@/server/http/tenant-reads';
import { countSpentSearches, listDeviceSearches, readSearchBudget, summariseDeviceSearches } from './queries';
import { monthOf } from './search-month';

interface Searcher {
  personId: string | null;
  personEmail: string | null;
  personName: string | null;
  apiKey: string | null;
}

const searcherOf = ({ personId, personEmail, personName, apiKey }: Searcher) => ({
  person: personId ? { id: personId, email: personEmail ?? '', name: personName ?? '' } : null,
  apiKey,
});

/** Org Admin Panel: one page of the organisation's device-history searches. */
export function listDeviceSearchPage(tenant: TenantContext, query: ListDeviceSearchesQuery) {
  return readTenantPage(
    tenant,
    query,
    listDeviceSearches,
    ({ personId, personEmail, personName, apiKey, ...row }) => ({
      ...row,
      ...searcherOf({ personId, personEmail, personName, apiKey }),
    }),
  );
}

/** The period's searches and those that may have been charged, in all, per path and per person. */
export async function summariseDeviceSearchPeriod(tenant: TenantContext, period: DeviceSearchSummaryQuery) {
  const { byPath, byPerson } = await tenant.read((tx) =>
    summariseDeviceSearches(tx, tenant.organisationId, period),
  );
  const sum = (key: 'searches' | 'charged' | 'reused') =>
    byPath.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  return {
    searches: sum('searches'),
    charged: sum('charged'),
    reused: sum('reused'),
    byPath: byPath.map(({ path, searches, charged }) => ({ path, searches, charged })),
    byPerson: byPerson.map(({ searches, charged, ...searcher }) => ({
      ...searcherOf(searcher),
      searches,
      charged,
    })),
  };
}

/** This UTC month's searches that count against the organisation's monthly budget, and where they stand. */
export function readSearchBudgetStatus(tenant: TenantContext) {
  return tenant.read(async (tx) => {
    const month = monthOf(new Date());
    const { monthlyBudget } = await readSearchBudget(tx, tenant.organisationId);
    const spent = await countSpentSearches(tx, tenant.organisationId, new Date(month));
    return { month: month.slice(0, 7), monthlyBudget, spent, state: searchBudgetState(monthlyBudget, spent) };
  });
}
