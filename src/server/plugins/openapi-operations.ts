import type { FastifySchema } from 'fastify';
import type { ApiScope } from '@/domain/api-scopes';
import { ERROR_CODES } from '@/domain/errors';
import type { Action } from '@/domain/permissions';

/** The security scheme of a signed-in call: the session cookie set by sign-in. */
export const SESSION_SCHEME = 'session';

/** An operation id generated clients can name a method by: camelCase, letters and digits, at most 40 characters. */
export const OPERATION_ID = /^[a-z][A-Za-z0-9]{1,39}$/;

/** The security scheme of a claim system's call: an organisation's API key, as a bearer token. */
export const API_KEY_SCHEME = 'apiKey';

/** A public route needs nothing; every other needs the session, or an API key with the route's scope. */
export function securityOf(
  action: Action | undefined,
  scope: ApiScope | undefined,
): Record<string, string[]>[] {
  if (action === 'public') return [];
  return [{ [SESSION_SCHEME]: [] }, ...(scope ? [{ [API_KEY_SCHEME]: [scope] }] : [])];
}

/** The `Error` component of the document: the body of every failure. */
export const ERROR_SCHEMA = {
  type: 'object' as const,
  required: ['code', 'message', 'requestId'],
  properties: {
    code: {
      type: 'string' as const,
      enum: [...ERROR_CODES],
      description: 'What failed, for programs: one of the codes of docs/errors.md.',
    },
    title: { type: 'string' as const, description: "The notice's heading, where the screen shows one." },
    message: { type: 'string' as const, description: 'What failed, for people.' },
    details: {
      type: 'array' as const,
      description: 'Each invalid field of a request that failed validation (VALIDATION_ERROR).',
      items: {
        type: 'object' as const,
        required: ['field', 'message'],
        properties: {
          field: {
            type: 'string' as const,
            description: 'Its dotted path in the body, query or path, as `items.0.imei`.',
          },
          message: { type: 'string' as const },
        },
      },
    },
    requestId: {
      type: 'string' as const,
      description: "The request's id, as in its `X-Request-Id` reply header: quote it to support.",
    },
  },
};

/** A failure reply of the document: its description and the `Error` body, by reference. */
export const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Who may call a route and what else it refuses: the route's `config`. */
interface RouteAccess {
  action: Action | undefined;
  scope: ApiScope | undefined;
  refusals: Readonly<Record<number, string>> | undefined;
}

/**
 * The failures a route can answer with, from what it takes and who may call it: invalid input (400), signed out
 * (401) or not allowed (403), a record of another organisation or none (404), a path segment longer than any id (414),
 * too many requests or the search budget used up (429); and the refusals of its own it names.
 */
export function errorRepliesOf(schema: FastifySchema, url: string, { action, scope, refusals }: RouteAccess) {
  const takesInput = Boolean(schema.body || schema.querystring || schema.params);
  const takesId = url.includes('/:');
  return {
    ...(takesInput ? { 400: failure('The request is not valid; `details` names each invalid field.') } : {}),
    ...(action !== 'public'
      ? {
          401: failure(
            scope
              ? "Not signed in, the session ended, or the API key is not valid (revoked, or its creator's account was deleted)."
              : 'Not signed in, or the session ended.',
          ),
          403: failure(
            scope
              ? `The signed-in user may not do this, or the API key lacks the \`${scope}\` scope.`
              : 'The signed-in user may not do this; API keys are refused here.',
          ),
        }
      : {}),
    ...(takesId
      ? {
          404: failure('No such record in your organization.'),
          414: failure('PATH_TOO_LONG: a segment of the path is longer than any id the API uses.'),
        }
      : {}),
    429: failure(
      "Too many requests, or, where the route searches the device history, the organization's monthly search " +
        'budget is used up (`SEARCH_BUDGET_USED_UP`: nothing was sent or charged); `Retry-After` says when to try again.',
    ),
    ...Object.fromEntries(
      Object.entries(refusals ?? {}).map(([status, description]) => [status, failure(description)]),
    ),
  };
}

/** Whether a route declares the reply it answers when it succeeds. */
export const declaresSuccess = (response: unknown) =>
  Object.keys(response ?? {}).some((status) => status.startsWith('2'));

/**
 * The success reply of a route that declares none: a file of the media types it `produces` (a download, a picture),
 * or 204 with no body.
 */
export function successReplyOf(produces: readonly string[] | undefined) {
  if (!produces?.length) return { 204: { type: 'null', description: 'Done; the reply has no body.' } };
  const file = { schema: { type: 'string', format: 'binary' } };
  return {
    200: {
      description: 'The file.',
      content: Object.fromEntries(produces.map((type) => [type, file])),
    },
  };
}
