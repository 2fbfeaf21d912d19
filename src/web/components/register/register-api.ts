import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page } from '@/domain/contracts/page';
import { NoContent } from '@/domain/contracts/wire';
import { api } from '@/web/lib/api-client';
import { type PagingParams, pagingQuery } from '@/web/lib/paging';

/** Where a register lives on the API ('/api/v1/settled-claims') and the keys of its cached pages. */
export interface RegisterPlace {
  path: string;
  keys: { all: () => QueryKey; list: (params: PagingParams) => QueryKey };
}

/** A register's place on the API and the contracts of its replies: a page of rows and, where it has one, a record. */
export interface RegisterEndpoint<Row, Detail = never> extends RegisterPlace {
  page: z.ZodType<unknown, Page<Row>>;
  record?: z.ZodType<unknown, Detail>;
}

const recordPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** One page of the register; the page shown stays while the next one loads. */
export function useRegisterList<Row>(
  { path, keys, page }: RegisterEndpoint<Row, unknown>,
  params: PagingParams,
) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: () => api.get(`${path}?${pagingQuery(params)}`, page),
    placeholderData: keepPreviousData,
  });
}

/** One record of the register, for its details. */
export function useRegisterRecord<Detail>(
  path: string,
  record: z.ZodType<unknown, Detail>,
  queryKey: QueryKey,
  id: string,
) {
  return useQuery({ queryKey, queryFn: () => api.get(recordPath(path, id), record) });
}

/**
 * Deletes one record of the register. `refreshes: 'everything'` when the deletion changes more than the register
 * (the dashboard's figures), otherwise only the register's own lists and records are refreshed.
 */
export function useRegisterDelete({ path, keys }: RegisterPlace, refreshes: 'register' | 'everything') {
  return useMutation({
    mutationFn: (id: string) => api.delete(recordPath(path, id), NoContent),
    meta: { invalidates: refreshes === 'everything' ? 'everything' : [keys.all()] },
  });
}
