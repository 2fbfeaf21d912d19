/** What a paged list asks the server for. */
export interface PagingParams {
  page: number;
  pageSize: number;
  search: string;
}

/** `page=1&pageSize=25[&search=...]` */
export function pagingQuery({ page, pageSize, search }: PagingParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) query.set('search', search);
  return query.toString();
}
