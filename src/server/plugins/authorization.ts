import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@/domain/messages';
import { can } from '@/domain/permissions';
import { needsTwoFactorSetUp } from '@/server/auth/actor';
import { bearerTokenOf } from '@/server/auth/api-key-actor';
import { authenticateApiKey } from '@/server/auth/authenticate-api-key';
import { platformContext, sessionContext } from '@/server/auth/session-context';
import { sendsSessionCookie } from '@/server/auth/signed-cookie';
import { tenantContext } from '@/server/auth/tenant-context';
import { forbidden, unauthenticated } from '@/server/errors';
import { countRequest } from '@/server/rate-limit/request-rate';

/**
 * The one permission hook. Every route declares `config.action`; registering a route without one fails at start-up,
 * so no endpoint can be added unguarded. A route a claim system may call with an API key also names the key's scope
 * (`config.scope`); a key reaches no other route. Unsafe requests from a foreign origin, and cookie-carrying ones that do not
 * show they come from the app, are refused (CSRF defence in depth on top of SameSite cookies and JSON-only bodies).
 */
export function registerAuthorization(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  // Built when a route first reads them, so a signed-out request or a user of no organisation is refused then.
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      return sessionContext(this);
    },
  });
  app.decorateRequest('platform', {
    getter(this: FastifyRequest) {
      return platformContext(this.session);
    },
  });
  app.decorateRequest('tenant', {
    getter(this: FastifyRequest) {
      return tenantContext(app.services.db, this.session, this.idempotency?.key ?? null);
    },
  });

  app.addHook('onRoute', (route) => {
    // The API docs pages are registered by @fastify/swagger-ui, which cannot pass route config.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, action: 'public' };
    if (!route.config?.action) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no action (config.action)`);
    }
  });

  let allowedOrigins: Set<string> | undefined;
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    // Browsers never add an Authorization header on their own, so a request with a key is nobody's forged session.
    if (bearerTokenOf(request.headers.authorization) !== null) return;
    // A guarded route called with no credential (no key, no session cookie, or an empty one) is left to the 401 of
    // the hook below, whatever its Origin: the caller learns to sign in, not that they came from the wrong place.
    const action = request.routeOptions.config.action;
    if (action && action !== 'public' && !sendsSessionCookie(request.headers.cookie)) return;
    allowedOrigins ??= originsOf(app.services.env.APP_URL);
    const refusal = crossSiteRefusal(request, allowedOrigins);
    if (refusal) throw forbidden(refusal);
  });

  // Before the body is parsed and validated: a caller who may not use the route learns nothing of its input rules
  // (a 400 would tell them) and costs no parsing. Not onRequest: the security headers are set there, after this.
  app.addHook('preParsing', async (request, reply) => {
    const action = request.routeOptions.config.action;
    if (!action || action === 'public') return;
    const key = bearerTokenOf(request.headers.authorization);
    if (key !== null) {
      // A key acts only through the routes that name a scope; its creator's role still bounds what it may do.
      request.actor = await authenticateApiKey(app, request, reply, key);
      if (action !== 'session' && !can(request.actor.role, action)) throw forbidden();
      return;
    }
    request.actor = await app.services.readActor(request.headers);
    if (!request.actor) throw unauthenticated();
    const { rateLimiter, env } = app.services;
    await countRequest(rateLimiter, reply, {
      key: `user:${request.actor.userId}`,
      perMinute: env.SESSION_REQUESTS_PER_MINUTE,
    });
    if (action === 'session') return;
    if (needsTwoFactorSetUp(request.actor)) {
      throw forbidden(messages.twoFactorSetupRequired, 'TWO_FACTOR_SETUP_REQUIRED');
    }
    if (!can(request.actor.role, action)) throw forbidden();
  });
}

/**
 * Why an unsafe request is not the app's own, or null when it may be. A foreign Origin is always refused. Browsers
 * send Origin (or at least Sec-Fetch-Site) with every unsafe request, so one that carries the session cookie with
 * neither did not come from the app's pages: a script using a copied cookie must send APP_URL's Origin. A request
 * without the cookie puts nobody's session at stake (a script signing in, a reset request); nor does one made with an
 * API key, which never uses the cookie (see the onRequest hook).
 */
function crossSiteRefusal(request: FastifyRequest, allowedOrigins: Set<string>): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined) return allowedOrigins.has(origin) ? null : messages.originNotAllowed;
  if (!sendsSessionCookie(request.headers.cookie)) return null;
  return request.headers['sec-fetch-site'] === 'same-origin' ? null : messages.originRequired;
}

/** APP_URL's origin; for a localhost APP_URL also its loopback spellings, so a developer may open either. */
function originsOf(appUrl: string): Set<string> {
  const url = new URL(appUrl);
  if (url.hostname !== 'localhost') return new Set([url.origin]);
  const port = url.port ? `:${url.port}` : '';
  return new Set([url.origin, `${url.protocol}//127.0.0.1${port}`, `${url.protocol}//[::1]${port}`]);
}
