import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { type Page, type PagingParams, pagingQuery } from '@/web/lib/paging';

/** Where a register lives on the API ('/api/v1/settled-claims') and the keys of its cached pages. */
export interface RegisterEndpoint {
  path: string;
  keys: { all: () => QueryKey; list: (params: PagingParams) => QueryKey };
}

const recordPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** One page of the register; the page shown stays while the next one loads. */
export function useRegisterList<Row>({ path, keys }: RegisterEndpoint, params: PagingParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: () => api.get<Page<Row>>(`${path}?${pagingQuery(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** One record of the register, for its details. */
export function useRegisterRecord<Detail>(path: string, queryKey: QueryKey, id: string) {
  return useQuery({ queryKey, queryFn: () => api.get<Detail>(recordPath(path, id)) });
}

/**
 * Deletes one record of the register. `refreshes: 'everything'` when the deletion changes more than the register
 * (the dashboard's figures), otherwise only the register's own lists and records are refreshed.
 */
export function useRegisterDelete({ path, keys }: RegisterEndpoint, refreshes: 'register' | 'everything') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(recordPath(path, id)),
    onSuccess: () =>
      queryClient.invalidateQueries(refreshes === 'everything' ? undefined : { queryKey: keys.all() }),
  });
}
