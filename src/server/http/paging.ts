import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  CURSOR_FIELDS,
  type listQuerySchema,
  PAGE_FIELDS,
  type pagedQuerySchema,
} from '@/domain/contracts/page';
import { messages } from '@/domain/messages';
import { badRequest } from '@/server/errors';

export type PagedQuery = z.output<ReturnType<typeof pagedQuerySchema>>;

/** A list's query that may read by cursor (`listQuerySchema`). */
export type ListQuery = z.output<ReturnType<typeof listQuerySchema>>;

export const pageOffset = (query: Pick<PagedQuery, 'page' | 'pageSize'>) => (query.page - 1) * query.pageSize;

/** The rows one cursor page holds when `limit` is not given. */
const DEFAULT_LIMIT = 25;

/**
 * Where a cursor page starts, as the client carries it between requests (base64url JSON, opaque to it): the order it
 * reads (`n` newest first, `c` by last change for a sync), the last row's time to the microsecond as the database
 * wrote it and its id, and for a sync the end of the run.
 */
interface Cursor {
  order: 'n' | 'c';
  at: string;
  id: string;
  until?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATABASE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor the client sent, or a 400 INVALID_CURSOR when it is not one this list gave in this order. */
function decodeCursor(text: string, order: Cursor['order']): Cursor {
  let cursor: Partial<Cursor> | null = null;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below.
  }
  const valid =
    cursor !== null &&
    typeof cursor === 'object' &&
    cursor.order === order &&
    typeof cursor.id === 'string' &&
    UUID.test(cursor.id) &&
    typeof cursor.at === 'string' &&
    DATABASE_TIME.test(cursor.at) &&
    (order === 'n'
      ? cursor.until === undefined
      : typeof cursor.until === 'string' && DATABASE_TIME.test(cursor.until));
  if (!valid) throw badRequest(messages.invalidCursor, 'INVALID_CURSOR');
  return cursor as Cursor;
}

/** A time as the database writes it in a cursor: UTC to the microsecond, so no row is read twice or skipped. */
const databaseTime = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The columns a list is read in order of: its own time (newest first), its last change (a sync) and its id. */
export interface ListOrderColumns {
  id: AnyPgColumn;
  newestFirst: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

/** A page's sort key, which the list selects with its rows (see listWindow). */
export interface PageKey {
  pageKey: SQL<string>;
}

/** How to read one page of a list: the rows the page starts after, their order and how many. */
export interface ListWindow {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The page's sort key, selected with its rows as `pageKey`. */
  key: PageKey;
  /** Read by cursor: what the reply needs to give the next one. */
  cursor?: { order: Cursor['order']; limit: number; until?: string };
}

/** True when the query reads by cursor (`limit`, `startingAfter` or `updatedSince`) rather than by page number. */
export const readsByCursor = (query: ListQuery) =>
  query.limit !== undefined || query.startingAfter !== undefined || query.updatedSince !== undefined;

/**
 * The window of a list's query. By page: newest first, `pageSize` rows from the page's offset. By cursor: `limit` rows
 * (one more is read to know whether more follow) after the cursor, newest first; with `updatedSince`, the rows
 * changed from then until the run's end (`until`, the database's clock at its first page, to the millisecond so that
 * it can be given back as `updatedSince`), oldest change first, so that nothing changed during the run is read twice
 * in it and the next run, from `until`, reads it.
 */
export function listWindow(columns: ListOrderColumns, query: ListQuery, runStart: () => Promise<string>) {
  const { id, newestFirst, updatedAt } = columns;
  const newest = { orderBy: [desc(newestFirst), desc(id)], key: { pageKey: databaseTime(newestFirst) } };
  if (!readsByCursor(query)) {
    return Promise.resolve<ListWindow>({
      where: undefined,
      ...newest,
      limit: query.pageSize,
      offset: pageOffset(query),
    });
  }
  const limit = query.limit ?? DEFAULT_LIMIT;
  const page = { limit: limit + 1, offset: 0 };
  if (query.updatedSince === undefined) {
    const after = query.startingAfter === undefined ? undefined : decodeCursor(query.startingAfter, 'n');
    return Promise.resolve<ListWindow>({
      where: after && sql`(${newestFirst}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      ...newest,
      ...page,
      cursor: { order: 'n', limit },
    });
  }
  const since = query.updatedSince;
  return (async (): Promise<ListWindow> => {
    const after = query.startingAfter === undefined ? undefined : decodeCursor(query.startingAfter, 'c');
    const until = after?.until ?? (await runStart());
    return {
      where: and(
        sql`${updatedAt} >= ${since.toISOString()}::timestamptz`,
        sql`${updatedAt} < ${until}::timestamptz`,
        after && sql`(${updatedAt}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
      ),
      orderBy: [asc(updatedAt), asc(id)],
      key: { pageKey: databaseTime(updatedAt) },
      ...page,
      cursor: { order: 'c', limit, until },
    };
  })();
}

/** The database's clock, to the millisecond, as a cursor keeps it: when a sync run starts. */
export const runStartSql = sql<string>`${databaseTime(sql`date_trunc('milliseconds', clock_timestamp())`)}`;

/** What a cursor page answers besides its rows: whether more follow, the next cursor, and for a sync its end. */
export interface CursorPage {
  hasMore: boolean;
  nextCursor: string | null;
  syncedUntil?: Date;
}

/** The rows of a page read through `window` and, read by cursor, what follows them. */
export function pageOfWindow<Row extends { id: string; pageKey: string }>(
  window: ListWindow,
  rows: Row[],
): { items: Row[]; cursorPage?: CursorPage } {
  const { cursor } = window;
  if (!cursor) return { items: rows };
  const items = rows.slice(0, cursor.limit);
  const hasMore = rows.length > cursor.limit;
  const last = items.at(-1);
  const nextCursor =
    hasMore && last
      ? encodeCursor({
          order: cursor.order,
          at: last.pageKey,
          id: last.id,
          ...(cursor.until ? { until: cursor.until } : {}),
        })
      : null;
  return {
    items,
    cursorPage: { hasMore, nextCursor, ...(cursor.until ? { syncedUntil: new Date(cursor.until) } : {}) },
  };
}

/**
 * Refuses a list request that asks for a page by number and by cursor at once (`page` with `limit`): which one it
 * meant cannot be known, and the schema would otherwise fill in the page's defaults.
 */
export async function refuseMixedPaging(request: FastifyRequest) {
  const given = Object.keys((request.query ?? {}) as object);
  const byPage = PAGE_FIELDS.filter((field) => given.includes(field));
  const byCursor = CURSOR_FIELDS.filter((field) => given.includes(field));
  if (byPage.length > 0 && byCursor.length > 0) {
    throw badRequest(messages.mixedPaging(byPage[0] ?? '', byCursor[0] ?? ''), 'MIXED_PAGING');
  }
}
