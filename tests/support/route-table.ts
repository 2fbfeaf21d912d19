import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ApiScope } from '@/domain/api-scopes';
import type { Action } from '@/domain/permissions';

/** A route as its module registered it: one method, the URL pattern, its action and its zod schemas. */
export interface ApiRoute {
  method: string;
  url: string;
  action: Action;
  /** The API-key scope that opens the route to claim systems, if any. */
  scope: ApiScope | undefined;
  /** The route takes an Idempotency-Key header (a retry with the same key replays the first reply). */
  idempotent: boolean;
  /** Names of the path parameters (`:id` gives `id`). */
  params: string[];
  /** The keys of the body and query schemas when they are zod objects, so fuzzing can aim at real fields. */
  bodyKeys: string[];
  queryKeys: string[];
  /** The zod schemas themselves (undefined when the route has none). */
  bodySchema: unknown;
  querySchema: unknown;
}

type FastifyModule = typeof import('fastify');
export type RecordedRoute = Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>;

/**
 * For `vi.mock('fastify', ...)`: the real module whose factory records every route registered on the instances it
 * makes, with its final options, so a test sees the same route table the server serves.
 */
export function recordingFastifyModule(actual: FastifyModule, sink: RecordedRoute[]) {
  const makeFastify = actual.default as unknown as (options?: unknown) => FastifyInstance;
  const recordingFastify = (options?: unknown) => {
    const app = makeFastify(options);
    app.addHook('onRoute', (route) => {
      sink.push(route);
    });
    return app;
  };
  return { ...actual, default: recordingFastify as unknown as FastifyModule['default'] };
}

const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

/**
 * Every route under /api, one entry per method (HEAD is GET's twin and left out), sorted. The API docs pages come
 * from a plugin and are left out too: they serve files, not data.
 */
export function apiRoutesOf(recorded: readonly RecordedRoute[]): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  for (const route of recorded) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods.map(String).filter((m) => m !== 'HEAD')) {
      const action = route.config?.action;
      if (!action) throw new Error(`${method} ${route.url} declares no action`);
      routes.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        action,
        scope: route.config?.scope,
        idempotent: route.config?.idempotent === true,
        params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string),
        bodyKeys: keysOf(route.schema?.body),
        queryKeys: keysOf(route.schema?.querystring),
        bodySchema: route.schema?.body,
        querySchema: route.schema?.querystring,
      });
    }
  }
  return [...routes.values()].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

export const routeName = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The URL with each `:param` replaced by its (encoded) value. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

export const isMutating = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
