import { z } from 'zod';
import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { SEARCH_MAX_LENGTH } from '@/domain/search-text';
import { isoDateTime, type Wire } from './wire';

/** The reply of a paged list: one page of rows and the number of rows on every page. */
export const pageReply = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** The most rows one page of a list read by cursor (`limit`) may hold. */
export const CURSOR_LIMIT_MAX = 100;

/** What a page read by cursor answers besides its rows. */
const cursorReplyFields = {
  hasMore: z.boolean().describe('Cursor requests: more rows follow this page'),
  nextCursor: z
    .string()
    .nullable()
    .describe('Cursor requests: `startingAfter` of the next page; null on the last'),
  syncedUntil: isoDateTime.describe(
    'Requests with `updatedSince`: every change before this time is in this run; the next run passes it as `updatedSince`',
  ),
};

/**
 * The reply of a list an integrator may also read by cursor: a page request (`page`, `pageSize`) answers the page
 * and the total as `pageReply` does; a cursor request (`limit`, `startingAfter`, `updatedSince`) answers the rows,
 * whether more follow and the cursor that reads them, and with `updatedSince` the time to sync from next.
 */
export const listReply = <Row extends z.ZodType>(row: Row) =>
  pageReply(row)
    .partial({ total: true, page: true, pageSize: true })
    .extend(z.object(cursorReplyFields).partial().shape);

/**
 * The reply of a feed read by cursor alone from a time on (the webhook events): its rows oldest first, whether more
 * follow, the cursor that reads them and the time the next run starts from.
 */
export const feedReply = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    ...cursorReplyFields,
    syncedUntil: isoDateTime.describe(
      'Every row before this time is in this run; the next run passes it as `since`',
    ),
  });

/** One page of a list with cursor paging as the web app receives it (it reads by page: `total` is always there). */
export type ListPage<Row> = Wire<ReturnType<typeof listReply<z.ZodType<unknown, Row>>>>;

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
      .default(options.defaultPageSize)
      // The document lists the sizes the refinement allows, so a generated client offers only those.
      .meta({ enum: [...options.pageSizes] }),
    search: z
      .string()
      .trim()
      .max(options.searchMaxLength ?? SEARCH_MAX_LENGTH, options.searchTooLong)
      .default(''),
  });
}

/** How many rows a page read by cursor holds, and the cursor it starts after. */
export const cursorQueryFields = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CURSOR_LIMIT_MAX)
    .optional()
    .describe(`Read by cursor: at most this many rows (1 to ${CURSOR_LIMIT_MAX}, 25 unless given)`),
  startingAfter: z
    .string()
    .max(500)
    .optional()
    .describe("Read by cursor: the rows after this one, as the previous page's `nextCursor` gave it"),
};

/**
 * The query of a list an integrator may also read by cursor: `pagedQuerySchema`'s page, page size and search, and
 * `limit` rows `startingAfter` a cursor, changed since `updatedSince`. A page and a cursor are not asked together
 * (the server refuses it before the schema fills the page's defaults).
 */
export function listQuerySchema<const Sizes extends readonly number[]>(
  options: Parameters<typeof pagedQuerySchema<Sizes>>[0],
) {
  return pagedQuerySchema(options).extend({
    ...cursorQueryFields,
    updatedSince: isoDateTime
      .optional()
      .describe(
        "Sync: only rows changed at or after this time, oldest change first (pass the last run's `syncedUntil`)",
      ),
  });
}

/** The query of a claim list (Claims Review and the registers): 25, 50 or 75 rows a page, 25 unless asked. */
export function claimListQuerySchema(searchTooLong: string) {
  return listQuerySchema({
    pageSizes: CLAIM_LIST_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    searchTooLong,
  });
}

/** The query fields that ask for a page by number, and those that ask by cursor: a request uses one kind. */
export const PAGE_FIELDS = ['page', 'pageSize'] as const;
export const CURSOR_FIELDS = ['limit', 'startingAfter', 'updatedSince'] as const;
