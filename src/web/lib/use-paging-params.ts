import { useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

import { DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { readRegisterFilters } from '@/domain/schemas/register-filters';

/**
 * Page, page size (one of `pageSizes`, `defaultPageSize` when absent), search and any extra `filters` live in the URL
 * query so a refresh or a shared link keeps them; changing anything but the page goes back to page 1. A filter's
 * change is a step in the browser's history (Back undoes it); paging and the search replace the address. A change that
 * arrives while the user is already leaving for another page (a search typed just before clicking a sidebar link,
 * whose pause ends while the next page loads) is dropped: it would otherwise cancel that navigation.
 */
export function usePagingParams<Filter extends string = never>(
  pageSizes: readonly number[],
  {
    defaultPageSize = DEFAULT_PAGE_SIZE,
    filters = [],
  }: { defaultPageSize?: number; filters?: readonly Filter[] } = {},
) {
  const [params, setParams] = useSearchParams();
  // The address as the last change left it: two changes before the page draws again (two filter boxes whose pauses
  // end together) each start from the one before, not both from the address as it was drawn. The page may draw the
  // first of them before the second (the router takes one at a time): the changes not drawn yet still count, and
  // only an address that none of them gave (Back, a link) starts afresh.
  const latest = useRef({ drawn: params, query: params, pending: [] as string[] });
  if (latest.current.drawn !== params) {
    const at = latest.current.pending.indexOf(params.toString());
    const pending = at === -1 ? [] : latest.current.pending.slice(at + 1);
    latest.current = { drawn: params, query: pending.length > 0 ? latest.current.query : params, pending };
  }
  const { pathname } = useLocation();
  const leavingFor = useNavigation().location?.pathname;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sizeIn = (query: URLSearchParams) => {
    const asked = Number.parseInt(query.get('pageSize') ?? '', 10);
    return pageSizes.includes(asked) ? asked : defaultPageSize;
  };
  const pageSize = sizeIn(params);
  const search = params.get('search') ?? '';

  function update(next: {
    page?: number;
    pageSize?: number;
    search?: string;
    filters?: Partial<Record<Filter, string>>;
  }) {
    const isFilterChange = next.filters !== undefined;
    if (leavingFor !== undefined && leavingFor !== pathname) return;
    const query = new URLSearchParams(latest.current.query);
    query.set('page', String(next.page ?? 1));
    query.set('pageSize', String(next.pageSize ?? sizeIn(query)));
    const nextSearch = next.search ?? query.get('search') ?? '';
    if (nextSearch) query.set('search', nextSearch);
    else query.delete('search');
    for (const [name, value] of Object.entries<string | undefined>(next.filters ?? {})) {
      if (value) query.set(name, value);
      else query.delete(name);
    }
    latest.current.query = query;
    latest.current.pending.push(query.toString());
    setParams(query, { replace: !isFilterChange });
  }

  const given = filters.flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value] as const] : [];
  });
  // A shared link is input like any other: a malformed value is left out of the list's query and named on screen.
  const usable = readRegisterFilters<Filter>(Object.fromEntries(given) as Partial<Record<Filter, string>>);

  return {
    page,
    pageSize,
    search,
    /** The filters given in the address that the list can use, without the empty ones. */
    filters: usable.filters,
    /** Every filter the address gives, as given: what the filter bar shows. */
    filterValues: Object.fromEntries(given) as Partial<Record<Filter, string>>,
    /** The filters given in the address that the list cannot use, each with the reason. */
    filterProblems: usable.problems,
    filter: (name: Filter) => (filters.includes(name) ? (params.get(name) ?? '') : ''),
    setPage: (next: number) => update({ page: next }),
    setPageSize: (next: number) => update({ pageSize: next }),
    setSearch: (next: string) => update({ search: next }),
    setFilter: (name: Filter, value: string) =>
      update({ filters: { [name]: value } as Partial<Record<Filter, string>> }),
    /** Several filters at once. */
    setFilters: (values: Partial<Record<Filter, string>>) => update({ filters: values }),
    /** A saved view: its search and filters, every other filter cleared, from the first page. */
    setView: (view: { search: string; filters: Partial<Record<Filter, string>> }) =>
      update({
        search: view.search,
        filters: Object.fromEntries(filters.map((name) => [name, view.filters[name] ?? ''])) as Partial<
          Record<Filter, string>
        >,
      }),
  };
}
