import type { FastifyInstance } from 'fastify';
import { messages } from '../../domain/messages';
import { can } from '../../domain/permissions';
import { createActorReader } from '../auth/read-actor';
import { forbidden, unauthenticated } from '../errors';

/**
 * The one permission hook. Every route declares `config.action`; registering a route without one fails at start-up,
 * so no endpoint can be added unguarded. Unsafe requests from a foreign origin are refused (CSRF defence in depth
 * on top of SameSite cookies and JSON-only bodies).
 */
export function registerAuthorization(app: FastifyInstance): void {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    // The API docs pages are registered by @fastify/swagger-ui, which cannot pass route config.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, action: 'public' };
    if (!route.config?.action) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no action (config.action)`);
    }
  });

  let allowedOrigins: Set<string> | undefined;
  let readActor: ReturnType<typeof createActorReader> | undefined;
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    allowedOrigins ??= originsOf(app.services.env.APP_URL);
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) throw forbidden(messages.originNotAllowed);
  });

  // Before the body is parsed and validated: a caller who may not use the route learns nothing of its input rules
  // (a 400 would tell them) and costs no parsing. Not onRequest: the security headers are set there, after this.
  app.addHook('preParsing', async (request) => {
    const action = request.routeOptions.config.action;
    if (!action || action === 'public') return;
    readActor ??= createActorReader(app.services.auth, app.services.db);
    request.actor = await readActor(request.headers);
    if (!request.actor) throw unauthenticated();
    if (action !== 'session' && !can(request.actor.role, action)) throw forbidden();
  });
}

/** APP_URL's origin; for a localhost APP_URL also its loopback spellings, so a developer may open either. */
function originsOf(appUrl: string): Set<string> {
  const url = new URL(appUrl);
  if (url.hostname !== 'localhost') return new Set([url.origin]);
  const port = url.port ? `:${url.port}` : '';
  return new Set([url.origin, `${url.protocol}//127.0.0.1${port}`, `${url.protocol}//[::1]${port}`]);
}
