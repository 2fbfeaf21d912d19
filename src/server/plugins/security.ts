import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers with a CSP the SPA satisfies (no inline scripts), and response compression. */
export async function registerSecurity(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the toast library set inline style attributes for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: appUrl.startsWith('https://') ? [] : null,
      },
    },
    strictTransportSecurity: appUrl.startsWith('https://'),
  });
  // API answers hold claim and account data: no browser or proxy keeps a copy, unless a route says otherwise (avatars).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  // Brotli's default quality (11) is meant for build-time compression; on each API answer it costs more CPU than the
  // whole request. Quality 4 compresses JSON about as well as gzip at a fraction of the time.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
