import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '@/domain/search-text';

/** 'Page size must be 25, 50 or 75' */
const pageSizeMessage = (sizes: readonly number[]) =>
  `Page size must be ${sizes.slice(0, -1).join(', ')} or ${sizes.at(-1)}`;

/**
 * A paged list's query: page from 1, a page size among those offered, and an optional contains-search of at most
 * `searchMaxLength` characters (SEARCH_MAX_LENGTH unless the list says otherwise).
 */
export function pagedQuerySchema<const Sizes extends readonly number[]>(options: {
  pageSizes: Sizes;
  defaultPageSize: Sizes[number];
  searchTooLong: string;
  searchMaxLength?: number;
}) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => options.pageSizes.includes(size), pageSizeMessage(options.pageSizes))
      .default(options.defaultPageSize),
    search: z
      .string()
      .trim()
      .max(options.searchMaxLength ?? SEARCH_MAX_LENGTH, options.searchTooLong)
      .default(''),
  });
}
export type PagedQuery = z.output<ReturnType<typeof pagedQuerySchema>>;

export const pageOffset = (query: Pick<PagedQuery, 'page' | 'pageSize'>) => (query.page - 1) * query.pageSize;
