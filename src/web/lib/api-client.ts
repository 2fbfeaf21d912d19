import type { z } from 'zod';
import type { RouteContract } from '@/domain/contracts/route';
import type { Wire } from '@/domain/contracts/wire';
import type { ErrorBody, ErrorCode, InvalidField } from '@/domain/errors';
import { checkReply } from './check-reply';

/** The server's code, or the app's own: no answer at all (status 0), or an answer without a code. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'HTTP_ERROR';

/** A failed API call: the server's `{ code, message }`, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** The notice heading the server gives for some refusals ('IMEI Previously Checked'). */
    readonly title?: string,
    /** How long a 429 asks to wait before trying again (its Retry-After header, in seconds). */
    readonly retryAfterSeconds?: number,
    /** For a request that failed schema validation, every invalid field (`rules.0.name`) and what is wrong. */
    readonly details?: readonly InvalidField[],
  ) {
    super(message);
  }
}

/** Retry-After in seconds; the server never sends the HTTP-date form. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** A call that got no answer at all. */
const networkFailure = () =>
  new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.');

/** The failure a reply stands for: the server's code, heading and message where it sent them, and its Retry-After. */
function failureOf(response: Response, body: Partial<ErrorBody> | null): ApiError {
  return new ApiError(
    response.status,
    body?.code ?? 'HTTP_ERROR',
    body?.message ?? `The server answered ${response.status}.`,
    body?.title,
    retryAfterOf(response),
    Array.isArray(body?.details) ? body.details : undefined,
  );
}

/** The requests of the session now signed in: signing out aborts those still on their way (see `abortSessionRequests`). */
let sessionRequests = new AbortController();

/**
 * Aborts every request still on its way, so that none reaches the server after the session has ended and comes back
 * refused (a 401 for a page the user has already left); later requests go out as usual.
 */
export function abortSessionRequests(): void {
  sessionRequests.abort();
  sessionRequests = new AbortController();
}

/** Sends one request of this app's session and answers the reply's JSON, or throws the failure it stands for. */
async function exchange(
  path: string,
  init: RequestInit & { method: string },
  reply: z.ZodType,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin', signal: sessionRequests.signal });
  } catch {
    throw networkFailure();
  }
  if (response.status === 204) return undefined;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(response, payload as Partial<ErrorBody> | null);
  if (import.meta.env.DEV) checkReply(`${init.method} ${path}`, reply, payload);
  return payload;
}

/** A JSON request: the body, when there is one, as JSON. */
const request = (method: string, path: string, body: unknown, reply: z.ZodType) =>
  exchange(
    path,
    {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    },
    reply,
  );

/**
 * Every call names the contract of its reply (`NoContent` for a 204): the result has the reply's JSON type, and in
 * development and tests a reply that does not match it is an error at once.
 */
type Read = <Contract extends z.ZodType>(path: string, reply: Contract) => Promise<Wire<Contract>>;
type Write = <Contract extends z.ZodType>(
  path: string,
  body: unknown,
  reply: Contract,
) => Promise<Wire<Contract>>;

/** A query parameter's value; an empty or absent one is left out of the address. */
type QueryValue = string | number | undefined;

/** What a call to the contract's route gives: its path's params, its query and its body, as its schemas take them. */
export type CallInput<Contract extends RouteContract> = (Contract['params'] extends z.ZodType
  ? { params: z.input<Contract['params']> }
  : { params?: never }) &
  (Contract['query'] extends z.ZodType
    ? { query: { [Name in keyof z.input<Contract['query']>]?: QueryValue } }
    : { query?: never }) &
  (Contract['body'] extends z.ZodType ? { body: z.input<Contract['body']> } : { body?: never });

/**
 * The address of the contract's route: each `:name` of its path the param of that name (encoded), then the query's
 * non-empty values in the order given (the Alerts list: path ?page=1&pageSize=25&state=open).
 */
export function routeUrl(
  contract: Pick<RouteContract, 'path'>,
  { params = {}, query = {} }: { params?: Record<string, string>; query?: Record<string, QueryValue> } = {},
): string {
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path} needs the param ${name}`);
    return encodeURIComponent(value);
  });
  const given = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return given.length > 0
    ? `${path}?${new URLSearchParams(given.map(([name, value]) => [name, String(value)]))}`
    : path;
}

export const api = {
  /**
   * Calls the contract's route: its method, its path with the params, the query, the body as JSON; the result has
   * the type of the contract's reply, and in development and tests a reply that does not match it is an error at once.
   */
  call: <Contract extends RouteContract>(
    contract: Contract,
    ...[input]: object extends CallInput<Contract> ? [CallInput<Contract>?] : [CallInput<Contract>]
  ): Promise<Wire<Contract['reply']>> =>
    request(
      contract.method,
      routeUrl(contract, input as { params?: Record<string, string>; query?: Record<string, QueryValue> }),
      input?.body,
      contract.reply,
    ) as Promise<Wire<Contract['reply']>>,
  get: ((path, reply) => request('GET', path, undefined, reply)) as Read,
  post: ((path, body, reply) => request('POST', path, body, reply)) as Write,
  /** Puts a file's bytes as they are (`application/octet-stream`); the server decides by the content what it is. */
  upload: (<Contract extends z.ZodType>(path: string, file: Blob, reply: Contract) =>
    exchange(
      path,
      { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: file },
      reply,
    )) as <Contract extends z.ZodType>(path: string, file: Blob, reply: Contract) => Promise<Wire<Contract>>,
  /** Posts a CSV file's bytes as they are (`text/csv`). */
  postCsv: (<Contract extends z.ZodType>(path: string, file: Blob, reply: Contract) =>
    exchange(path, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file }, reply)) as <
    Contract extends z.ZodType,
  >(
    path: string,
    file: Blob,
    reply: Contract,
  ) => Promise<Wire<Contract>>,
};
