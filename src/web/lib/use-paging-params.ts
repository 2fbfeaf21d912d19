import { useSearchParams } from 'react-router';

import { DEFAULT_PAGE_SIZE } from '../../domain/page-sizes';

/**
 * Page, page size (one of `pageSizes`, 25 by default) and search live in the URL query so a refresh or a shared link
 * keeps them; a new page size or search goes back to page 1.
 */
export function usePagingParams(pageSizes: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const askedSize = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pageSize = pageSizes.includes(askedSize) ? askedSize : DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';

  function update(next: Partial<{ page: number; pageSize: number; search: string }>) {
    const merged = { page, pageSize, search, ...next };
    const query = new URLSearchParams({ page: String(merged.page), pageSize: String(merged.pageSize) });
    if (merged.search) query.set('search', merged.search);
    setParams(query, { replace: true });
  }

  return {
    page,
    pageSize,
    search,
    setPage: (next: number) => update({ page: next }),
    setPageSize: (next: number) => update({ pageSize: next, page: 1 }),
    setSearch: (next: string) => update({ search: next, page: 1 }),
  };
}
