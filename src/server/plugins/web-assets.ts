import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@/domain/errors';
import { messages } from '@/domain/messages';
import { publicPageAt } from '@/domain/public-pages';
import { notFound } from '@/server/errors';
import { publicPageHtml } from './public-page-html';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, index.html is revalidated, and any other
 * GET outside /api gets index.html so the client router can show the page (or its 404); a public page gets it with
 * its own description and its content rendered in advance.
 */
export async function registerWebAssets(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) await app.register(fastifyStatic, { root: webRoot, serve: false });

  app.get('/assets/*', { config: { action: 'public' }, schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (!hasBuild) throw notFound();
    return reply
      .header('cache-control', `public, max-age=${YEAR}, immutable`)
      .sendFile(`assets/${file}`, { cacheControl: false });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    const requestPath = request.url.split('?')[0] ?? '/';
    if (!isPage) {
      const allowed = methodsAt(app, requestPath);
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({
            code: 'METHOD_NOT_ALLOWED',
            message: messages.methodNotAllowed(request.method, allowed.join(', ')),
          } satisfies ErrorBody);
      }
      return reply.status(404).send({
        code: 'NOT_FOUND',
        message: `No route ${request.method} ${requestPath}`,
      } satisfies ErrorBody);
    }
    if (!hasBuild)
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    if (
      /^\/[\w.-]+\.(svg|png|ico|txt|webmanifest)$/.test(requestPath) &&
      existsSync(path.join(webRoot, requestPath))
    ) {
      return reply
        .header('cache-control', 'public, max-age=3600')
        .sendFile(requestPath.slice(1), { cacheControl: false });
    }
    const publicPage = publicPageAt(request.url);
    if (publicPage) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await publicPageHtml(webRoot, publicPage));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods some route takes at this path (for a 405's Allow header); none when the path is unknown. */
function methodsAt(app: FastifyInstance, url: string): string[] {
  return METHODS.filter((method) => app.findRoute({ method, url }) !== null);
}
