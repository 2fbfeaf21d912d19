import { z } from 'zod';
import type { ApiScope } from '@/domain/api-scopes';
import type { Action } from '@/domain/permissions';
import { checkedDeprecation, type Deprecation } from './deprecation';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the API, said once: the server registers it from this object (method, path, schemas, who may call it)
 * and the web app calls it through this object, so neither writes the path, the query or the permission again.
 */
export interface RouteContract<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Reply extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Fastify's form: `/api/v1/alerts/:id/review`, each `:name` a key of `params`. */
  path: string;
  /** The API document's summary and, where it needs one, its description. */
  summary: string;
  /** The operation's name for generated clients: short camelCase, unique (`listChecks`, `settleCheck`). */
  operationId: string;
  description?: string;
  tags: string[];
  params: Params;
  query: Query;
  body: Body;
  /** The reply's contract; `NoContent` for a 204, `FileDownload` for a file (`produces`). */
  reply: Reply;
  status: 200 | 201 | 202 | 204;
  /**
   * Answers with a body of their own besides the reply, by status (the bulk intake's 422 naming every line's problem);
   * the handler sends such an answer itself.
   */
  otherReplies?: Record<number, z.ZodType>;
  /**
   * The refusals it answers beyond those its inputs and access imply (400, 401, 403, 404 and 414 on a path with an id,
   * 429), by status, each with what it means: the API document lists them, and the fuzzing of the document holds the
   * server to them.
   */
  refusals?: Readonly<Record<number, string>>;
  /** A file rather than JSON: its media type. */
  produces?: string;
  /** The request body is a file of this media type, read whole by the handler (no `body` schema). */
  consumes?: string;
  /** Who may call it (`public`, `session` or a role action), and the API key scope that reaches it, if any. */
  action: Action;
  scope?: ApiScope;
  /** Takes an Idempotency-Key: a retried write with the same key gets the first reply again. */
  idempotent?: boolean;
  /** A list that reads by cursor as well as by page (its query is `listQuerySchema`'s): never both at once. */
  cursorPaging?: boolean;
  /** On the way out (the route, or the reply's `fields`): its replies carry the Deprecation and Sunset headers. */
  deprecated?: Deprecation;
}

/** What a contract's fields may be given as: the schemas it does not take are left out. */
type RouteFields = Omit<RouteContract, 'params' | 'query' | 'body' | 'status'> & {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  status?: 201 | 202 | 204;
};

/** The contract the fields describe, the schemas it does not take as `undefined`. */
export type ContractOf<Fields extends RouteFields> = RouteContract<
  Fields extends { params: infer Params extends z.ZodType } ? Params : undefined,
  Fields extends { query: infer Query extends z.ZodType } ? Query : undefined,
  Fields extends { body: infer Body extends z.ZodType } ? Body : undefined,
  Fields['reply']
>;

/**
 * A route's contract; a reply is 200 unless `status` says 201 (created), 202 (queued) or 204 (no content). A
 * deprecation that gives less than six months' notice does not load.
 */
export function defineRoute<const Fields extends RouteFields>(fields: Fields): ContractOf<Fields> {
  if (fields.deprecated) checkedDeprecation(fields.deprecated);
  return {
    params: undefined,
    query: undefined,
    body: undefined,
    status: 200,
    ...fields,
  } as ContractOf<Fields>;
}

/** The reply of a route that answers a file (a CSV export): bytes the browser saves, never read as JSON. */
export const FileDownload = z.never();

/** A paged list and its CSV export: the same path, query and permission, so the export never asks less or more. */
export interface ListContract<Query extends z.ZodType = z.ZodType, Reply extends z.ZodType = z.ZodType>
  extends RouteContract<undefined, Query, undefined, Reply> {
  /** `GET <path>/export.csv`: every row matching the list's query (paging ignored), as a CSV download. */
  export: RouteContract<undefined, Query, undefined, typeof FileDownload>;
}

const EXPORT_DESCRIPTION =
  "Every row matching the list's search and filters (paging is ignored), newest first, as a CSV file.";

/** True when a list's query takes a cursor (it is `listQuerySchema`'s, perhaps with filters). */
const takesCursor = (query: z.ZodType) => query instanceof z.ZodObject && 'startingAfter' in query.shape;

/** A list's operation id, `listSettledClaims`, and its export's: `exportSettledClaimsCsv`. */
const exportOperationId = (listOperationId: string) => `${listOperationId.replace(/^list/, 'export')}Csv`;

/**
 * A list route (`GET path` with its query and the reply of one page) and its CSV export (`GET path/export.csv`),
 * named `Export <first tag> as CSV` unless `exported` names it otherwise.
 */
export function defineList<const Query extends z.ZodType, const Reply extends z.ZodType>(
  fields: Omit<
    RouteFields,
    'method' | 'params' | 'body' | 'status' | 'produces' | 'idempotent' | 'cursorPaging'
  > & {
    query: Query;
    reply: Reply;
    exported?: { summary: string; description: string };
  },
): ListContract<Query, Reply> {
  const { exported, ...list } = fields;
  const access = { action: list.action, ...(list.scope ? { scope: list.scope } : {}) };
  return {
    ...defineRoute({ ...list, method: 'GET', ...(takesCursor(list.query) ? { cursorPaging: true } : {}) }),
    export: defineRoute({
      method: 'GET',
      path: `${list.path}/export.csv`,
      summary: exported?.summary ?? `Export ${list.tags[0]} as CSV`,
      operationId: exportOperationId(list.operationId),
      description: exported?.description ?? EXPORT_DESCRIPTION,
      tags: list.tags,
      query: list.query,
      reply: FileDownload,
      produces: 'text/csv',
      ...access,
    }),
  };
}
