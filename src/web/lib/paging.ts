/** What a paged list asks the server for: the page, the search and any filters (`from`, `handler`, a status). */
export interface PagingParams {
  page: number;
  pageSize: number;
  search: string;
  filters?: Readonly<Record<string, string>>;
}

/** `page=1&pageSize=25[&search=...][&from=...]`: empty filters are left out. */
export function pagingQuery({ page, pageSize, search, filters = {} }: PagingParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) query.set('search', search);
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.toString();
}
