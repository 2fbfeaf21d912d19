import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListPage } from '@/domain/contracts/page';
import type { IdParamsSchema } from '@/domain/contracts/params';
import type { ListContract, RouteContract } from '@/domain/contracts/route';
import type { NoContent } from '@/domain/contracts/wire';
import { api } from '@/web/lib/api-client';
import type { PagingParams } from '@/web/lib/paging';

/** A route of one record of a register: `/:id`. */
type RecordRoute<Reply extends z.ZodType> = RouteContract<typeof IdParamsSchema, undefined, undefined, Reply>;

/** A register's routes (their contracts) and the keys of its cached pages: a list, and where it has them a record and a delete. */
export interface RegisterEndpoint<Row, Detail = never> {
  list: ListContract<z.ZodType, z.ZodType<unknown, ListPage<Row>>>;
  record?: RecordRoute<z.ZodType<unknown, Detail>> | undefined;
  remove?: RecordRoute<typeof NoContent>;
  keys: { all: () => QueryKey; list: (params: PagingParams) => QueryKey };
}

/** One page of the register; the page shown stays while the next one loads. */
export function useRegisterList<Row>({ list, keys }: RegisterEndpoint<Row, unknown>, params: PagingParams) {
  const { page, pageSize, search, filters } = params;
  return useQuery({
    queryKey: keys.list(params),
    queryFn: () => api.call(list, { query: { page, pageSize, search, ...filters } }),
    placeholderData: keepPreviousData,
  });
}

/** One record of the register, for its details. */
export function useRegisterRecord<Detail>(
  record: RecordRoute<z.ZodType<unknown, Detail>>,
  queryKey: QueryKey,
  id: string,
) {
  return useQuery({ queryKey, queryFn: () => api.call(record, { params: { id } }) });
}

/**
 * Deletes one record of the register. `refreshes: 'everything'` when the deletion changes more than the register
 * (the dashboard's figures), otherwise only the register's own lists and records are refreshed.
 */
export function useRegisterDelete(
  remove: RecordRoute<typeof NoContent>,
  keys: RegisterEndpoint<unknown>['keys'],
  refreshes: 'register' | 'everything',
) {
  return useMutation({
    mutationFn: (id: string) => api.call(remove, { params: { id } }),
    meta: { invalidates: refreshes === 'everything' ? 'everything' : [keys.all()] },
  });
}
