import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '@/domain/search-text';
import type { Wire } from './wire';

/** The reply of a paged list: one page of rows and the number of rows on every page. */
export const pageReply = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** Who did something (checked the device, asked for the removal): their id, e-mail and full name. */
export const PersonSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

/** One page of rows as the web app receives it. */
export type Page<Row> = Wire<ReturnType<typeof pageReply<z.ZodType<unknown, Row>>>>;

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
