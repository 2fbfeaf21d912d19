import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES } from '@/domain/public-pages';

const HOUR = 60 * 60;

/** What crawlers may read: the public pages, never the dashboard, the API or the one-time links of e-mails. */
function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    'Disallow: /reset-password',
    'Disallow: /accept-invite',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${appUrl}${page.path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export async function searchEngineRoutes(app: FastifyInstance): Promise<void> {
  const appUrl = app.services.env.APP_URL;
  const route = { config: { action: 'public' as const }, schema: { hide: true } };
  app.get('/robots.txt', route, (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${HOUR}`)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(appUrl)),
  );
  app.get('/sitemap.xml', route, (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${HOUR}`)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(appUrl)),
  );
}
